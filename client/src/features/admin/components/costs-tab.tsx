import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminBankCharge, AdminClosingCost } from '@core/schemas/admin-costs';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { useCountryNames } from '@/lib/use-country-names';
import { useBankCharges } from '../api/get-bank-charges';
import { useClosingCosts } from '../api/get-closing-costs';
import { useUpdateBankCharges } from '../api/update-bank-charges';
import { useUpdateClosingCosts } from '../api/update-closing-costs';
import { closingCostInput, type SavedCharge } from '../lib/charge-form';
import { ChargeDialog } from './charge-dialog';
import { ChargesTable } from './charges-table';
import { EmptyState, ErrorState, LoadingState } from './query-states';
import { SchemesSection } from './schemes-section';
import { TabHeader } from './tab-header';

type AnyCharge = AdminClosingCost | AdminBankCharge;

/** Which charge of a list is being edited: an index, or the list's length to add one. */
function useListEditor<T extends AnyCharge>(items: readonly T[], saveList: (items: Array<Record<string, unknown> | SavedCharge>) => Promise<unknown>) {
  const { t } = useTranslation(['admin', 'translation']);
  const [editing, setEditing] = useState<{ isOpen: boolean; index: number }>({ isOpen: false, index: 0 });
  const asInputs = () => items.map((item) => ('id' in item ? closingCostInput(item as AdminClosingCost) : { ...item }) as Record<string, unknown>);
  return {
    editing,
    charge: editing.index < items.length ? items[editing.index] : null,
    takenKeys: items.map((item) => item.key),
    open: (index: number) => setEditing({ isOpen: true, index }),
    setOpen: (isOpen: boolean) => setEditing((current) => ({ ...current, isOpen })),
    save: async (item: SavedCharge) => {
      const next: Array<Record<string, unknown> | SavedCharge> = asInputs();
      next[editing.index] = item;
      await saveList(next);
    },
    /** Removes one item and says so (or why it could not), for either list. */
    remove: async (index: number) => {
      try {
        await saveList(asInputs().filter((_, i) => i !== index));
        toast({ title: t('costs.toasts.removed') });
      } catch (failure) {
        toast({ variant: 'destructive', title: t('costs.toasts.saveFailed'), description: getApiErrorDetails(failure).message });
      }
    },
  };
}

function CountryCostsSection() {
  const { t } = useTranslation(['admin', 'translation']);
  const countryOf = useCountryNames();
  const { data, isPending, isError, refetch } = useClosingCosts();
  const countries = [...new Set((data ?? []).map((cost) => cost.countryCode))];
  const [selected, setSelected] = useState('');
  const countryCode = selected || countries[0] || '';
  const items = (data ?? []).filter((cost) => cost.countryCode === countryCode);
  const mutation = useUpdateClosingCosts();
  const editor = useListEditor(items, (next) => mutation.mutateAsync({ countryCode, items: next }));
  const countryName = countryOf(countryCode)?.name ?? countryCode;

  return (
    <section aria-labelledby="admin-costs-country-title" className="grid grid-cols-1 gap-4">
      <TabHeader
        id="admin-costs-country-title"
        title={t('costs.countryTitle')}
        description={t('costs.countryDescription')}
        action={
          <Button onClick={() => editor.open(items.length)} disabled={!countryCode} data-testid="add-closing-cost">
            <Plus aria-hidden="true" />
            {t('costs.add')}
          </Button>
        }
      />
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <>
          <div className="grid max-w-xs gap-2">
            <Label htmlFor="admin-costs-country">{t('costs.country')}</Label>
            <NativeSelect id="admin-costs-country" data-testid="admin-costs-country" value={countryCode} onChange={(event) => setSelected(event.target.value)}>
              {countries.map((code) => (
                <option key={code} value={code}>
                  {countryOf(code)?.name ?? code}
                </option>
              ))}
            </NativeSelect>
          </div>
          {items.length === 0 ? (
            <EmptyState>{t('costs.empty')}</EmptyState>
          ) : (
            <ChargesTable
              charges={items}
              caption={t('costs.countryCaption', { country: countryName })}
              testId="admin-closing-costs"
              onEdit={editor.open}
              onRemove={(index) => void editor.remove(index)}
            />
          )}
        </>
      )}
      <ChargeDialog
        kind="country"
        isOpen={editor.editing.isOpen}
        onOpenChange={editor.setOpen}
        owner={countryName}
        charge={editor.charge}
        takenKeys={editor.takenKeys}
        save={editor.save}
        index={editor.editing.index}
      />
    </section>
  );
}

function BankChargesSection() {
  const { t } = useTranslation(['admin', 'translation']);
  const { data, isPending, isError, refetch } = useBankCharges();
  const [selected, setSelected] = useState<number | null>(null);
  const bank = (data ?? []).find((b) => b.bankId === selected) ?? data?.[0];
  const items = bank?.items ?? [];
  const mutation = useUpdateBankCharges();
  const editor = useListEditor(items, (next) => mutation.mutateAsync({ bankId: bank!.bankId, items: next }));

  return (
    <section aria-labelledby="admin-costs-bank-title" className="grid grid-cols-1 gap-4">
      <TabHeader
        id="admin-costs-bank-title"
        title={t('costs.bankTitle')}
        description={t('costs.bankDescription')}
        action={
          <Button onClick={() => editor.open(items.length)} disabled={!bank} data-testid="add-bank-charge">
            <Plus aria-hidden="true" />
            {t('costs.addCharge')}
          </Button>
        }
      />
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <>
          <div className="grid max-w-sm gap-2">
            <Label htmlFor="admin-costs-bank">{t('costs.bank')}</Label>
            <NativeSelect id="admin-costs-bank" data-testid="admin-costs-bank" value={bank?.bankId ?? ''} onChange={(event) => setSelected(Number(event.target.value))}>
              {(data ?? []).map((b) => (
                <option key={b.bankId} value={b.bankId}>
                  {b.bankName} ({b.countryCode})
                </option>
              ))}
            </NativeSelect>
          </div>
          {items.length === 0 ? (
            <EmptyState>{t('costs.emptyBank')}</EmptyState>
          ) : (
            <ChargesTable
              charges={items}
              caption={t('costs.bankCaption', { bank: bank?.bankName ?? '' })}
              testId="admin-bank-charges"
              onEdit={editor.open}
              onRemove={(index) => void editor.remove(index)}
            />
          )}
        </>
      )}
      <ChargeDialog
        kind="bank"
        isOpen={editor.editing.isOpen}
        onOpenChange={editor.setOpen}
        owner={bank?.bankName ?? ''}
        charge={editor.charge}
        takenKeys={editor.takenKeys}
        save={editor.save}
        index={editor.editing.index}
      />
    </section>
  );
}

/** Issue 14's data: each property country's costs of buying, each bank's charges, first-home schemes. */
export function CostsTab() {
  return (
    <div className="grid grid-cols-1 gap-10">
      <CountryCostsSection />
      <BankChargesSection />
      <SchemesSection />
    </div>
  );
}
