import { Button } from '../../ui/button.tsx';
import { Popin } from '../../ui/popin.tsx';
import type { ProBillingData } from './billing.server.ts';
import { ConfirmForm } from './billing-page.tsx';

/** The confirmation popin of the billing form (loaded with React Aria's dialog when it opens). */
export default function BillingConfirmPopin({
  values,
  summary,
  saving,
  onClose,
}: {
  values: Record<string, string>;
  summary: ProBillingData['summary'];
  saving: boolean;
  onClose: () => void;
}) {
  return (
    <Popin isOpen onOpenChange={(open) => !open && !saving && onClose()} title="Confirmer ma commande">
      <p>Vos informations de facturation sont complètes. Confirmez-vous votre commande ?</p>
      <ConfirmForm values={values} summary={summary} saving={saving}>
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Modifier mes informations
        </Button>
      </ConfirmForm>
    </Popin>
  );
}
