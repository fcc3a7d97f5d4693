import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BankChargeInput } from '@core/schemas/admin-costs';
import { Button } from '@/components/ui/button';
import { listedCharge } from '../lib/bank-form';
import { BankSection, type BankSectionProps } from './bank-form-fields';
import { ChargeDialog } from './charge-dialog';
import { ChargesTable } from './charges-table';

/**
 * The bank's charges, with the Costs tab's editor (issue 14): the list is kept in the form and
 * saved with the bank, so the impact check sees it and a new bank has its charges from the start.
 */
export function BankChargesField({ form, error, bankName }: BankSectionProps & { bankName: string }) {
  const { t } = useTranslation(['admin', 'translation']);
  const charges = useWatch({ control: form.control, name: 'charges' }) ?? [];
  const [editing, setEditing] = useState<{ isOpen: boolean; index: number }>({ isOpen: false, index: 0 });
  const setCharges = (next: typeof charges) => form.setValue('charges', next, { shouldDirty: true });
  const problem = error('charges');

  return (
    <BankSection id="bank-charges" title={t('banks.sections.charges')} description={t('banks.sections.chargesDescription')}>
      {charges.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('costs.emptyBank')}</p>
      ) : (
        <ChargesTable
          charges={charges}
          caption={t('costs.bankCaption', { bank: bankName || t('banks.newBank') })}
          testId="bank-dialog-charges"
          onEdit={(index) => setEditing({ isOpen: true, index })}
          onRemove={(index) => setCharges(charges.filter((_, i) => i !== index))}
        />
      )}
      {problem ? <p className="text-sm font-medium text-destructive">{problem}</p> : null}
      <Button type="button" variant="outline" className="w-fit" onClick={() => setEditing({ isOpen: true, index: charges.length })} data-testid="bank-add-charge">
        <Plus aria-hidden="true" />
        {t('costs.addCharge')}
      </Button>
      {/* The charge's dialog is portalled, but React bubbles its submit through the bank's form: stopped here. */}
      <div onSubmit={(event) => event.stopPropagation()}>
        <ChargeDialog
        kind="bank"
        isOpen={editing.isOpen}
        onOpenChange={(isOpen) => setEditing((current) => ({ ...current, isOpen }))}
        owner={bankName || t('banks.newBank')}
        charge={editing.index < charges.length ? charges[editing.index] : null}
        takenKeys={charges.map((charge) => charge.key)}
        index={editing.index}
        savedMessage={t('banks.chargeKept')}
        save={async (item) => {
          const next = [...charges];
          next[editing.index] = listedCharge(item as BankChargeInput);
          setCharges(next);
        }}
        />
      </div>
    </BankSection>
  );
}
