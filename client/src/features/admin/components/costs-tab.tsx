import { useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminBankCharge, AdminClosingCost } from '@core/schemas/admin-costs';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { useCountryNames } from '@/lib/use-country-names';
import { useBankCharges } from '../api/get-bank-charges';
import { useClosingCosts } from '../api/get-closing-costs';
import { useUpdateBankCharges } from '../api/update-bank-charges';
import { useUpdateClosingCosts } from '../api/update-closing-costs';
import { closingCostInput, type ChargeKind, type SavedCharge } from '../lib/charge-form';
import { ChargeDialog } from './charge-dialog';
import { ChargesTable } from './charges-table';
import { FilterSelect } from './resource-list/filter-select';
import { ResourceSection } from './resource-list/resource-section';
import { SchemesSection } from './schemes-section';

type AnyCharge = AdminClosingCost | AdminBankCharge;
type SaveList = (items: Array<Record<string, unknown> | SavedCharge>) => Promise<unknown>;

/** Which charge of a list is being edited: an index, or the list's length to add one. */
function useListEditor<T extends AnyCharge>(items: readonly T[], saveList: SaveList) {
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

interface ChargesSectionProps {
  /** Also names the section (`admin-costs-<kind>-title`) and the owner select (`admin-costs-<kind>`). */
  kind: ChargeKind;
  testId: string;
  addTestId: string;
  texts: { title: string; description: string; add: string; owner: string; empty: string; caption: string };
  query: { isPending: boolean; isError: boolean; isFetching?: boolean; refetch: () => unknown };
  /** The owners to choose from (undefined until loaded), the chosen one and its name. */
  owners: ReadonlyArray<{ value: string; label: string }> | undefined;
  owner: { value: string; name: string } | null;
  onOwnerChange: (value: string) => void;
  items: readonly AnyCharge[] | undefined;
  saveList: SaveList;
  /** The select's width (a bank's name is longer than a country's). */
  selectClassName: string;
}

/** One owner's list of charges (a country's costs of buying, a bank's charges): pick the owner, then add, edit or remove. */
function ChargesSection({ kind, testId, addTestId, texts, query, owners, owner, onOwnerChange, items, saveList, selectClassName }: ChargesSectionProps) {
  const editor = useListEditor(items ?? [], saveList);

  return (
    <>
      <ResourceSection
        titleId={`admin-costs-${kind}-title`}
        title={texts.title}
        description={texts.description}
        action={
          <Button onClick={() => editor.open(items?.length ?? 0)} disabled={!owner} data-testid={addTestId}>
            <Plus aria-hidden="true" />
            {texts.add}
          </Button>
        }
        toolbar={
          owners ? <FilterSelect id={`admin-costs-${kind}`} label={texts.owner} value={owner?.value ?? ''} options={owners} onChange={onOwnerChange} className={selectClassName} /> : null
        }
        query={query}
        items={items}
        empty={{ message: texts.empty }}
      >
        {(charges) => <ChargesTable charges={charges} caption={texts.caption} testId={testId} onEdit={editor.open} onRemove={(index) => void editor.remove(index)} />}
      </ResourceSection>
      <ChargeDialog
        kind={kind}
        isOpen={editor.editing.isOpen}
        onOpenChange={editor.setOpen}
        owner={owner?.name ?? ''}
        charge={editor.charge}
        takenKeys={editor.takenKeys}
        save={editor.save}
        index={editor.editing.index}
      />
    </>
  );
}

function CountryCostsSection() {
  const { t } = useTranslation(['admin', 'translation']);
  const countryOf = useCountryNames();
  const query = useClosingCosts();
  const mutation = useUpdateClosingCosts();
  const [selected, setSelected] = useState('');
  const codes = [...new Set((query.data ?? []).map((cost) => cost.countryCode))];
  const countryCode = selected || codes[0] || '';
  const items = useMemo(() => query.data?.filter((cost) => cost.countryCode === countryCode), [query.data, countryCode]);
  const name = countryOf(countryCode)?.name ?? countryCode;

  return (
    <ChargesSection
      kind="country"
      testId="admin-closing-costs"
      addTestId="add-closing-cost"
      texts={{
        title: t('costs.countryTitle'),
        description: t('costs.countryDescription'),
        add: t('costs.add'),
        owner: t('costs.country'),
        empty: t('costs.empty'),
        caption: t('costs.countryCaption', { country: name }),
      }}
      query={query}
      owners={query.data ? codes.map((code) => ({ value: code, label: countryOf(code)?.name ?? code })) : undefined}
      owner={countryCode ? { value: countryCode, name } : null}
      onOwnerChange={setSelected}
      items={items}
      saveList={(next) => mutation.mutateAsync({ countryCode, items: next })}
      selectClassName="max-w-xs"
    />
  );
}

function BankChargesSection() {
  const { t } = useTranslation(['admin', 'translation']);
  const query = useBankCharges();
  const mutation = useUpdateBankCharges();
  const [selected, setSelected] = useState<number | null>(null);
  const bank = query.data?.find((b) => b.bankId === selected) ?? query.data?.[0];

  return (
    <ChargesSection
      kind="bank"
      testId="admin-bank-charges"
      addTestId="add-bank-charge"
      texts={{
        title: t('costs.bankTitle'),
        description: t('costs.bankDescription'),
        add: t('costs.addCharge'),
        owner: t('costs.bank'),
        empty: t('costs.emptyBank'),
        caption: t('costs.bankCaption', { bank: bank?.bankName ?? '' }),
      }}
      query={query}
      owners={query.data?.map((b) => ({ value: String(b.bankId), label: `${b.bankName} (${b.countryCode})` }))}
      owner={bank ? { value: String(bank.bankId), name: bank.bankName } : null}
      onOwnerChange={(value) => setSelected(Number(value))}
      items={query.data ? (bank?.items ?? []) : undefined}
      saveList={(next) => mutation.mutateAsync({ bankId: bank!.bankId, items: next })}
      selectClassName="max-w-sm"
    />
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
