import { Form } from 'react-router';
import styles from '../../ui/account-pages.module.css';
import { Button } from '../../ui/button.tsx';
import { Popin } from '../../ui/popin.tsx';
import type { DeleteTexts } from './confirm-delete.tsx';

export default function ConfirmDeletePopin({
  id,
  texts,
  isOpen,
  onOpenChange,
}: {
  id: number;
  texts: DeleteTexts;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Popin isOpen={isOpen} onOpenChange={onOpenChange} title={texts.title}>
      <p>{texts.question}</p>
      <Form method="post" className={styles.actions} onSubmit={() => onOpenChange(false)}>
        <input type="hidden" name="intent" value="supprimer" />
        <input type="hidden" name="id" value={id} />
        <Button type="submit" variant="accent">
          {texts.title}
        </Button>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Annuler
        </Button>
      </Form>
    </Popin>
  );
}
