import { Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { CONTACT_IMPORT_FIELDS, type ContactImportField } from '../../../../contracts/contact-import.schema';
import type { ColumnMapping } from '../lib/guess-mapping';
import type { SheetData } from '../lib/read-file';

interface Props {
  sheet: SheetData;
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
}

/** File column → contact field, one select per column; a field can be chosen for one column only. */
export function ImportMapping({ sheet, mapping, onChange }: Props) {
  const { t } = useTranslation('contacts');
  const setField = (index: number, field: ContactImportField | null) => onChange(mapping.map((current, i) => (i === index ? field : current === field ? null : current)));
  return (
    <Table size="small" aria-label={t('import.steps.mapping')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('import.fileColumn')}</TableHeaderCell>
          <TableHeaderCell>{t('import.sample')}</TableHeaderCell>
          <TableHeaderCell>{t('import.field')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {sheet.headers.map((header, index) => (
          <TableRow key={index}>
            <TableCell>{header}</TableCell>
            <TableCell>{sheet.rows.find((r) => r[index]?.trim())?.[index] ?? ''}</TableCell>
            <TableCell>
              <Select
                aria-label={t('import.field') + ': ' + header}
                value={mapping[index] ?? ''}
                onChange={(_, d) => setField(index, (d.value || null) as ContactImportField | null)}
              >
                <option value="">{t('import.ignore')}</option>
                {CONTACT_IMPORT_FIELDS.map((f) => (
                  <option key={f} value={f}>
                    {t(`fields.${f}`)}
                  </option>
                ))}
              </Select>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
