import type { CrmFilter, CrmProperty, FilterOperator, Language, LifecycleStage } from '@hubline/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/language';
import { type Owner, ownerName } from './format';
import {
  type BuiltInProperty,
  type InputKind,
  inputKindOf,
  isBuiltInProperty,
  LIFECYCLE_PROPERTY,
  lineAccountSeq,
} from './properties';

const PROPERTY_LABEL_KEYS: Record<BuiltInProperty, string> = {
  firstname: 'property.firstname',
  lastname: 'property.lastname',
  email: 'property.email',
  phone: 'property.phone',
  mobilephone: 'property.mobilephone',
  lifecyclestage: 'property.lifecyclestage',
  hubspot_owner_id: 'property.owner',
};

const STAGE_LABEL_KEYS: Record<LifecycleStage, string> = {
  subscriber: 'stage.subscriber',
  lead: 'stage.lead',
  marketingqualifiedlead: 'stage.marketingqualifiedlead',
  salesqualifiedlead: 'stage.salesqualifiedlead',
  opportunity: 'stage.opportunity',
  customer: 'stage.customer',
  evangelist: 'stage.evangelist',
  other: 'stage.other',
};

/** Dates compare as "after" and "before", not "greater" and "less". */
type OperatorWording = FilterOperator | 'AFTER' | 'BEFORE';

const OPERATOR_LABEL_KEYS: Record<OperatorWording, string> = {
  EQ: 'operator.eq',
  NEQ: 'operator.neq',
  CONTAINS_TOKEN: 'operator.contains',
  HAS_PROPERTY: 'operator.known',
  NOT_HAS_PROPERTY: 'operator.unknown',
  GT: 'operator.gt',
  LT: 'operator.lt',
  AFTER: 'operator.after',
  BEFORE: 'operator.before',
};

/** A whole filter as a phrase, so each language orders property, operator and value its own way. */
const FILTER_TEXT_KEYS: Record<OperatorWording, string> = {
  EQ: 'filter.eq',
  NEQ: 'filter.neq',
  CONTAINS_TOKEN: 'filter.contains',
  HAS_PROPERTY: 'filter.known',
  NOT_HAS_PROPERTY: 'filter.unknown',
  GT: 'filter.gt',
  LT: 'filter.lt',
  AFTER: 'filter.after',
  BEFORE: 'filter.before',
};

function wording(operator: FilterOperator, kind: InputKind | undefined): OperatorWording {
  if (kind === 'date' && operator === 'GT') return 'AFTER';
  if (kind === 'date' && operator === 'LT') return 'BEFORE';
  return operator;
}

function isLifecycleStage(value: string): value is LifecycleStage {
  return value in STAGE_LABEL_KEYS;
}

/** A translation function of the `crm` namespace (react-i18next's `t`, or a test's). */
export type CrmTranslate = (key: string, options?: Record<string, string | number>) => string;

/** The console's names for properties, their values and filters, through `t`; people's names in `lang`'s order. */
export function crmLabels(t: CrmTranslate, lang: Language) {
  /** Built-in properties by the console's catalogue; custom ones by the label they were given. */
  const property = (name: string, definition?: CrmProperty) => {
    if (isBuiltInProperty(name)) return t(PROPERTY_LABEL_KEYS[name]);
    const seq = lineAccountSeq(name);
    if (seq !== undefined) return t('property.lineUserId', { n: seq });
    return definition?.label ?? name;
  };

  const stage = (value: string) => (isLifecycleStage(value) ? t(STAGE_LABEL_KEYS[value]) : value);

  /** A stored value as people read it: option labels, owner names, yes/no. */
  const value = (definition: CrmProperty | undefined, raw: string, owners: readonly Owner[] = []) => {
    if (!definition) return raw;
    if (definition.name === LIFECYCLE_PROPERTY) return stage(raw);
    switch (inputKindOf(definition)) {
      case 'owner': {
        const owner = owners.find((item) => item.id === raw);
        return owner ? ownerName(owner, lang) : raw;
      }
      case 'boolean':
        return raw === 'true' ? t('value.yes') : raw === 'false' ? t('value.no') : raw;
      case 'enumeration':
        return definition.options.find((option) => option.value === raw)?.label ?? raw;
      default:
        return raw;
    }
  };

  const operator = (op: FilterOperator, kind: InputKind | undefined) =>
    t(OPERATOR_LABEL_KEYS[wording(op, kind)]);

  const filter = (item: CrmFilter, definition: CrmProperty | undefined, owners: readonly Owner[]) =>
    t(FILTER_TEXT_KEYS[wording(item.operator, definition && inputKindOf(definition))], {
      property: property(item.propertyName, definition),
      value: value(definition, item.value ?? '', owners),
    });

  return { property, stage, value, operator, filter };
}

export type CrmLabels = ReturnType<typeof crmLabels>;

/** The CRM labels in the reader's language, following a language switch. */
export function useCrmLabels(): CrmLabels {
  const { t } = useTranslation('crm');
  return crmLabels(t, useLanguage());
}
