import type { Language } from '@hubline/contract';
import { CsvError, csvLine, parseCsv } from '../../core/csv/csv.ts';
import { AppError } from '../../core/http/errors.ts';
import { translate } from '../../core/i18n/translate.ts';
import type { CrmPort } from './crm.port.ts';
import { propertyProblem } from './properties.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The hub's contacts as CSV: an `id` column, then every property; a BOM for Excel when Japanese (core.md §9). */
export async function* contactsCsv(crm: CrmPort, hubId: string, lang: Language): AsyncGenerator<string> {
  const names = (await crm.properties.list(hubId)).map((property) => property.name);
  yield `${lang === 'ja' ? '\uFEFF' : ''}${csvLine(['id', ...names])}\r\n`;
  for await (const batch of crm.contacts.each(hubId, 1000)) {
    yield batch
      .map(
        (contact) => `${csvLine([contact.id, ...names.map((name) => contact.properties[name] ?? '')])}\r\n`,
      )
      .join('');
  }
}

/**
 * Imports a UTF-8 CSV whose header row names properties (and optionally `id`). Every row is
 * checked first; if any is refused, nothing is written and each refusal is reported by row.
 */
export async function importContactsCsv(crm: CrmPort, hubId: string, text: string, lang: Language) {
  let rows: string[][];
  try {
    rows = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw new AppError('file.invalidCsv');
    throw error;
  }
  const [header, ...body] = rows;
  if (!header || header.some((name) => name.trim() === '')) throw new AppError('file.invalidCsv');
  const definitions = await crm.properties.list(hubId);
  const unknown = header.find(
    (name) => name !== 'id' && !definitions.some((definition) => definition.name === name),
  );
  if (unknown) throw new AppError('crm.error.unknownProperty', { property: unknown });

  // An empty cell means "no value here": it neither sets nor clears the property.
  const records = body.map((cells) =>
    Object.fromEntries(header.map((name, index) => [name, cells[index] || null])),
  );
  const fields: Record<string, string> = {};
  records.forEach(({ id, ...properties }, index) => {
    const row = index + 2;
    const problem =
      id && !UUID.test(id)
        ? { code: 'validation.invalid', params: {} }
        : propertyProblem(definitions, properties);
    if (problem)
      fields[`row ${row}`] = translate(lang, 'crm.importRow', {
        row,
        msg: translate(lang, problem.code, problem.params),
      });
  });
  const refused = Object.keys(fields).length;
  if (refused > 0) throw new AppError('crm.error.importRows', { count: refused }, fields);
  return crm.contacts.import(hubId, records);
}
