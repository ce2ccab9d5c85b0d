import { toBuffer } from 'qrcode';
import type { MailAttachment, MailMessage, QrCodeAttachment, QueuedMail } from './mailer.ts';

const isQrCode = (attachment: MailAttachment | QrCodeAttachment): attachment is QrCodeAttachment =>
  'qrCodeOf' in attachment;

/** The PNG of a QR code as the e-mails show it (npm `qrcode`, no network). */
export async function qrCodePng(text: string): Promise<Buffer> {
  return toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 5 });
}

/** A stored message ready to send: its QR codes drawn as inline PNG files. */
export async function drawAttachments(message: QueuedMail): Promise<MailMessage> {
  if (!message.attachments?.some(isQrCode)) return message as MailMessage;
  const attachments = await Promise.all(
    message.attachments.map(async (attachment): Promise<MailAttachment> => {
      if (!isQrCode(attachment)) return attachment;
      return {
        filename: attachment.filename,
        contentType: 'image/png',
        cid: attachment.cid,
        content: (await qrCodePng(attachment.qrCodeOf)).toString('base64'),
        encoding: 'base64',
      };
    }),
  );
  return { ...message, attachments };
}
