import { Field, Input, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { COMPANY_NAME_MAX } from '../../../../contracts/company.schema';
import { NAME_MAX, ONBOARDING_INPUT_MIN_EXCLUSIVE, SECTORS } from '../../../../contracts/constants';
import { PHONE_MAX } from '../../../../contracts/phone-rule';
import { AGENT_AVATARS, EMPLOYEE_COUNTS, agentAvatarSvg, type FieldProblem, type OnboardingDraft, type OnboardingField } from '../../../../contracts/onboarding.schema';
import { problemText } from '../lib/field-problem';

export interface StepProps {
  draft: OnboardingDraft;
  onChange: (patch: Partial<OnboardingDraft>) => void;
  /** Problems to show now (after a Next attempt, or as soon as a typed text is too short). */
  problems: Partial<Record<OnboardingField, FieldProblem>>;
}

const useStyles = makeStyles({
  avatars: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  avatar: { width: '56px', height: '56px', display: 'block' },
  avatarLabel: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalXS },
});

type TextFieldName = 'company_name' | 'company_phone' | 'agent_name' | 'website' | 'webchat_domain';
/** What each input takes at most: the draft's own limits, so typing stops where the rule would refuse. */
const MAX_LENGTH: Record<TextFieldName, number> = { company_name: COMPANY_NAME_MAX, company_phone: PHONE_MAX, agent_name: NAME_MAX, website: 2000, webchat_domain: 253 };

function TextField({
  field,
  label,
  hint,
  required = true,
  type = 'text',
  minHint = true,
  draft,
  onChange,
  problems,
}: StepProps & { field: TextFieldName; label: string; hint?: string; required?: boolean; type?: 'text' | 'url' | 'tel'; minHint?: boolean }) {
  const { t } = useTranslation('onboarding');
  const message = problemText(t, problems[field]);
  const min = minHint ? `${t('wizard.minHint', { min: ONBOARDING_INPUT_MIN_EXCLUSIVE })}.` : '';
  return (
    <Field
      label={required ? label : `${label} (${t('wizard.optional')})`}
      required={required}
      hint={[hint, min].filter(Boolean).join(' ')}
      validationState={message ? 'error' : 'none'}
      validationMessage={message}
    >
      <Input type={type} name={field} maxLength={MAX_LENGTH[field]} value={draft[field]} onChange={(_, data) => onChange({ [field]: data.value })} />
    </Field>
  );
}

function Choice<V extends string>({
  label,
  value,
  options,
  labelOf,
  onPick,
  problem,
}: {
  label: string;
  value: V | null;
  options: readonly V[];
  labelOf: (v: V) => string;
  onPick: (v: V) => void;
  problem?: FieldProblem;
}) {
  const { t } = useTranslation('onboarding');
  const message = problemText(t, problem);
  return (
    <Field label={label} required validationState={message ? 'error' : 'none'} validationMessage={message}>
      <RadioGroup value={value ?? ''} onChange={(_, data) => onPick(data.value as V)}>
        {options.map((option) => (
          <Radio key={option} value={option} label={labelOf(option)} />
        ))}
      </RadioGroup>
    </Field>
  );
}

export function CompanyStep(props: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <>
      <TextField {...props} field="company_name" label={t('steps.company.label')} hint={t('steps.company.help')} />
      <TextField {...props} field="company_phone" type="tel" minHint={false} label={t('steps.company.phone')} hint={t('steps.company.phoneHelp')} />
    </>
  );
}

export function SectorStep({ draft, onChange, problems }: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <Choice
      label={t('steps.sector.label')}
      value={draft.sector}
      options={SECTORS}
      labelOf={(s) => t(`sectors.${s}`)}
      onPick={(sector) => onChange({ sector })}
      problem={problems.sector}
    />
  );
}

export function EmployeesStep({ draft, onChange, problems }: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <Choice
      label={t('steps.employees.label')}
      value={draft.employee_count}
      options={EMPLOYEE_COUNTS}
      labelOf={(c) => t(`employeeCounts.${c}`)}
      onPick={(employee_count) => onChange({ employee_count })}
      problem={problems.employee_count}
    />
  );
}

export function AvatarStep({ draft, onChange, problems }: StepProps) {
  const { t } = useTranslation('onboarding');
  const styles = useStyles();
  const message = problemText(t, problems.agent_avatar);
  return (
    <Field label={t('steps.avatar.label')} hint={t('steps.avatar.help')} required validationState={message ? 'error' : 'none'} validationMessage={message}>
      <RadioGroup
        className={styles.avatars}
        layout="horizontal"
        value={draft.agent_avatar ?? ''}
        onChange={(_, data) => onChange({ agent_avatar: data.value as OnboardingDraft['agent_avatar'] })}
      >
        {AGENT_AVATARS.map((avatar) => (
          <Radio
            key={avatar}
            value={avatar}
            label={
              <span className={styles.avatarLabel}>
                <img className={styles.avatar} src={agentAvatarSvg(avatar)} alt="" />
                {t(`avatars.${avatar}`)}
              </span>
            }
          />
        ))}
      </RadioGroup>
    </Field>
  );
}

export function AgentStep(props: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <>
      <TextField {...props} field="agent_name" label={t('steps.agent.name')} />
      <TextField {...props} field="website" type="url" required={false} label={t('steps.agent.website')} hint={t('steps.agent.websiteHelp')} />
    </>
  );
}

export function ChannelStep(props: StepProps) {
  const { t } = useTranslation('onboarding');
  const { draft, onChange, problems } = props;
  return (
    <>
      <Choice
        label={t('steps.channel.label')}
        value={draft.channel}
        options={['webchat', 'skip'] as const}
        labelOf={(c) => t(`steps.channel.${c}`)}
        onPick={(channel) => onChange({ channel })}
        problem={problems.channel}
      />
      {draft.channel === 'webchat' ? <TextField {...props} field="webchat_domain" label={t('steps.channel.domain')} hint={t('steps.channel.domainHelp')} /> : null}
    </>
  );
}

/** Steps 1–6 of spec §2, in order, with their title keys. */
export const STEPS = [
  { title: 'steps.company.title', Body: CompanyStep },
  { title: 'steps.sector.title', Body: SectorStep },
  { title: 'steps.employees.title', Body: EmployeesStep },
  { title: 'steps.avatar.title', Body: AvatarStep },
  { title: 'steps.agent.title', Body: AgentStep },
  { title: 'steps.channel.title', Body: ChannelStep },
] as const;
