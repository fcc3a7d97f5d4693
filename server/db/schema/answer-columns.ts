import { boolean, integer, numeric, text } from 'drizzle-orm/pg-core';
import { ASSESSMENT_FIELDS, mapFields, type AssessmentField, type FieldDefinition } from '../../../core/assessment-fields';

/**
 * The assessments table's answer columns, one per field of the registry (ADR 076): its kind
 * decides the column's type, the registry names it. Nullable, because a draft holds partial
 * input; a submitted assessment has the required ones (core/schemas/assessment-input.ts).
 * A new field's column then needs only its migration (`npm run db:generate`).
 */

const moneyColumn = (column: string, precision: number) => numeric(column, { precision, scale: 2 });
const integerColumn = (column: string) => integer(column);
const booleanColumn = (column: string) => boolean(column);
const textColumn = (column: string) => text(column);
/** One of a list of values; the list is checked by the API's rule, the column only types it. */
const choiceColumn = <Value extends string>(column: string) => text(column).$type<Value>();

type Definitions = typeof ASSESSMENT_FIELDS;

type ColumnOf<D> = D extends { kind: 'money' }
  ? ReturnType<typeof moneyColumn>
  : D extends { kind: 'integer' }
    ? ReturnType<typeof integerColumn>
    : D extends { kind: 'boolean' }
      ? ReturnType<typeof booleanColumn>
      : D extends { values: readonly (infer Value extends string)[] }
        ? ReturnType<typeof choiceColumn<Value>>
        : ReturnType<typeof textColumn>;

function columnOf(definition: FieldDefinition) {
  switch (definition.kind) {
    case 'money':
      return moneyColumn(definition.column, definition.precision);
    case 'integer':
      return integerColumn(definition.column);
    case 'boolean':
      return booleanColumn(definition.column);
    case 'enum': {
      const column = choiceColumn(definition.column);
      // The default only fills rows written without the column; the API always writes it.
      return definition.storedDefault ? (column.default(definition.storedDefault) as unknown as typeof column) : column;
    }
    case 'currency':
      return definition.values ? choiceColumn(definition.column) : textColumn(definition.column);
    case 'country':
      return textColumn(definition.column);
  }
}

export const answerColumns = () => mapFields(columnOf) as unknown as { [K in AssessmentField]: ColumnOf<Definitions[K]> };
