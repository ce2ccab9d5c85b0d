import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from './icons.tsx';
import styles from './popin.module.css';

export interface PopinProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's visible title, also its accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Close on a click outside (Escape always closes). */
  isDismissable?: boolean;
  size?: 'normal' | 'wide';
  /** Label of the close button. */
  closeLabel?: string;
}

/**
 * A modal dialog ("popin") built on React Aria: focus moves into it and stays there, Escape and the
 * close button close it, focus goes back to what opened it, the page behind is inert.
 */
export function Popin({
  isOpen,
  onOpenChange,
  title,
  children,
  isDismissable = true,
  size = 'normal',
  closeLabel = 'Fermer',
}: PopinProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className={styles.overlay}
    >
      <Modal className={`${styles.modal} ${size === 'wide' ? styles.wide : ''}`}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <button type="button" className={styles.close} onClick={close} aria-label={closeLabel}>
                  <CloseIcon />
                </button>
              </div>
              <div className={styles.body}>{children}</div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
