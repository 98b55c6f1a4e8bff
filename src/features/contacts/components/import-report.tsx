import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ContactImportError } from '../../../../contracts/contact-import.schema';
import { isErrorCode } from '../../../../contracts/errors';

const useStyles = makeStyles({ scroll: { maxHeight: '320px', overflowY: 'auto' } });

interface Props {
  errors: ContactImportError[];
  /** The file line of each data row (1-based row of the report → line). */
  lines: number[];
}

/** Every bad row of the file: its line, the field, and the rule's message. */
export function ImportReport({ errors, lines }: Props) {
  const styles = useStyles();
  const { t } = useTranslation('contacts');
  const { t: te } = useTranslation('errors');
  const fieldLabel = (field: string) => {
    const key = `fields.${field}` as 'fields.first_name';
    return t(key, { defaultValue: field });
  };
  return (
    <div className={styles.scroll}>
      <Table size="small" aria-label={t('import.reportLabel')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('import.row')}</TableHeaderCell>
            <TableHeaderCell>{t('import.field')}</TableHeaderCell>
            <TableHeaderCell>{t('import.error')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {errors.map((e, i) => (
            <TableRow key={i}>
              <TableCell>{lines[e.row - 1] ?? e.row}</TableCell>
              <TableCell>{fieldLabel(e.field)}</TableCell>
              <TableCell>{isErrorCode(e.code) ? String(te(e.code, (e.params ?? {}) as Record<string, number>)) : e.code}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
