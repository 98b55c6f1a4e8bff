import { Button, Checkbox, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, PERMISSION_AREAS, ROLES, type Permission, type Role } from '../../../../contracts/permissions';
import type { RoleMatrix as Matrix } from '../../../../contracts/roles.schema';
import { showToast } from '../../../lib/toasts';
import { usePutRolePermissions } from '../api/put-role-permissions';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  area: { backgroundColor: tokens.colorNeutralBackground3 },
  roleCell: { textAlign: 'center', width: '120px' },
  saveCell: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalXS },
});

const inArea = (area: string) => PERMISSIONS.filter((permission) => permission.startsWith(`${area}.`));

function sameSet(a: readonly Permission[], b: readonly Permission[]): boolean {
  return a.length === b.length && a.every((permission) => b.includes(permission));
}

/**
 * Rows are the permissions of spec §6 grouped by area, columns the roles. Admins tick boxes and
 * save one role column at a time (one PUT per role, as the API takes it); the admin column is
 * fixed, and everyone else sees the matrix read-only.
 */
export function RoleMatrix({ matrix, editable }: { matrix: Matrix; editable: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('users');
  const [drafts, setDrafts] = useState<Partial<Record<Role, Permission[]>>>({});
  const save = usePutRolePermissions();

  const saved = (role: Role): readonly Permission[] => matrix.items.find((item) => item.role === role)?.permissions ?? [];
  const current = (role: Role): readonly Permission[] => drafts[role] ?? saved(role);
  const dirty = (role: Role) => drafts[role] !== undefined && !sameSet(drafts[role], saved(role));
  const saving = (role: Role) => save.isPending && save.variables.role === role;
  const fixed = (role: Role) => role === 'admin';

  const toggle = (role: Role, permission: Permission, on: boolean) =>
    setDrafts((previous) => {
      const base = previous[role] ?? saved(role);
      return { ...previous, [role]: on ? [...base, permission] : base.filter((p) => p !== permission) };
    });
  const reset = (role: Role) =>
    setDrafts((previous) => {
      const { [role]: _dropped, ...rest } = previous;
      return rest;
    });
  const submit = (role: Role) => {
    // In the order of the permission list, whatever order they were ticked in.
    const permissions = PERMISSIONS.filter((permission) => current(role).includes(permission));
    save.mutate(
      { role, permissions },
      {
        onSuccess: () => {
          reset(role);
          showToast({ intent: 'success', title: t('matrix.saved', { role: t(`roles.${role}`) }) });
        },
      },
    );
  };

  return (
    <div className={styles.scroll}>
      {/* Ticked boxes not yet saved are not dropped silently by a tab switch or leaving. */}
      <UnsavedChangesGuard when={editable && ROLES.some(dirty)} />
      <Table aria-label={t('matrix.caption')} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('matrix.permission')}</TableHeaderCell>
            {ROLES.map((role) => (
              <TableHeaderCell key={role} className={styles.roleCell}>
                {t(`roles.${role}`)}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {PERMISSION_AREAS.map((area) => (
            <Fragment key={area}>
              <TableRow className={styles.area}>
                <TableCell colSpan={ROLES.length + 1}>
                  <Text weight="semibold">{t(`areas.${area}`)}</Text>
                </TableCell>
              </TableRow>
              {inArea(area).map((permission) => {
                const name = t(`permissions.${permission}`);
                return (
                  <TableRow key={permission}>
                    <TableCell>{name}</TableCell>
                    {ROLES.map((role) => (
                      <TableCell key={role} className={styles.roleCell}>
                        <Checkbox
                          aria-label={t('matrix.cell', { role: t(`roles.${role}`), permission: name })}
                          checked={fixed(role) || current(role).includes(permission)}
                          disabled={!editable || fixed(role) || saving(role)}
                          onChange={(_event, data) => toggle(role, permission, data.checked === true)}
                        />
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
            </Fragment>
          ))}
          {editable ? (
            <TableRow>
              <TableCell />
              {ROLES.map((role) => (
                <TableCell key={role} className={styles.roleCell}>
                  {fixed(role) ? null : (
                    <div className={styles.saveCell}>
                      <Button
                        appearance="primary"
                        size="small"
                        aria-label={t('matrix.saveRole', { role: t(`roles.${role}`) })}
                        disabled={!dirty(role) || save.isPending}
                        onClick={() => submit(role)}
                      >
                        {t('matrix.save')}
                      </Button>
                      {dirty(role) ? (
                        <Button
                          size="small"
                          appearance="subtle"
                          aria-label={t('matrix.resetRole', { role: t(`roles.${role}`) })}
                          disabled={saving(role)}
                          onClick={() => reset(role)}
                        >
                          {t('matrix.reset')}
                        </Button>
                      ) : null}
                    </div>
                  )}
                </TableCell>
              ))}
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </div>
  );
}
