import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

export interface FilterSelectProps {
  /** The select's id and data-testid. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** A first option that shows everything (value ''), when the list can be unfiltered. */
  allLabel?: string;
  /** Width and placement within the toolbar. */
  className?: string;
}

/** A labelled select that narrows a list: a role, a status, an admin, a country whose costs to show. */
export function FilterSelect({ id, label, value, onChange, options, allLabel, className }: FilterSelectProps) {
  return (
    <div className={className ? `grid gap-2 ${className}` : 'grid gap-2'}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} data-testid={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {allLabel === undefined ? null : <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
