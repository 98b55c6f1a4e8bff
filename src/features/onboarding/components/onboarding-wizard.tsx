import { Button, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ONBOARDING_STEP_COUNT,
  firstIncompleteStep,
  canonicalDraft,
  stepProblems,
  type FieldProblem,
  type OnboardingDraft,
  type OnboardingField,
  type OnboardingStatus,
} from '../../../../contracts/onboarding.schema';
import { useSaveProgress } from '../api/save-progress';
import { useSubmitOnboarding } from '../api/submit-onboarding';
import { STEPS } from './wizard-steps';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, justifyContent: 'flex-end' },
});

/** The step to reopen: the saved one, unless an earlier step is not complete any more. */
export function resumeStep(status: Pick<OnboardingStatus, 'step' | 'draft'>): number {
  return Math.max(1, Math.min(status.step, firstIncompleteStep(status.draft), ONBOARDING_STEP_COUNT));
}

/**
 * Problems shown: a text that is there but too short, as it is typed; the rest only for the fields
 * that were on the screen at the last Next attempt, so a field that appears afterwards (the domain,
 * once web chat is chosen) starts clean.
 */
function visibleProblems(all: Partial<Record<OnboardingField, FieldProblem>>, draft: OnboardingDraft, attempted: ReadonlySet<OnboardingField>) {
  const shown: Partial<Record<OnboardingField, FieldProblem>> = {};
  for (const [field, problem] of Object.entries(all) as [OnboardingField, FieldProblem][]) {
    if (attempted.has(field) || (problem !== 'required' && String(draft[field] ?? '').trim())) shown[field] = problem;
  }
  return shown;
}

/**
 * The wizard of spec §2. Every Next stores the step and answers on the server (a reload resumes
 * there); the last step asks for the company. The same rules as the server's decide what may move on.
 */
export function OnboardingWizard({ status }: { status: OnboardingStatus }) {
  const styles = useStyles();
  const { t } = useTranslation('onboarding');
  const [draft, setDraft] = useState<OnboardingDraft>(status.draft);
  const [step, setStep] = useState(() => resumeStep(status));
  const [attempted, setAttempted] = useState<ReadonlySet<OnboardingField>>(() => new Set());
  const save = useSaveProgress();
  const submit = useSubmitOnboarding();
  const busy = save.isPending || submit.isPending;

  const all = stepProblems(step, draft);
  const { title, Body } = STEPS[step - 1];

  const go = async (to: number, answers = draft) => {
    await save.mutateAsync({ step: to, draft: answers });
    setStep(to);
    setAttempted(new Set());
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(new Set(Object.keys(all) as OnboardingField[]));
    if (Object.keys(all).length) return;
    // Kept as the server stores it: a pasted address becomes the domain settings would store.
    const answers = canonicalDraft(draft);
    setDraft(answers);
    // A refusal comes back as a toast from the HTTP client; the form stays as it is.
    if (step < ONBOARDING_STEP_COUNT) go(step + 1, answers).catch(() => {});
    else submit.mutateAsync(answers).catch(() => {});
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('wizard.title')}>
      <Text size={200}>{t('wizard.stepOf', { step, total: ONBOARDING_STEP_COUNT })}</Text>
      <ProgressBar value={step / ONBOARDING_STEP_COUNT} />
      <Text as="h2" size={500} weight="semibold">
        {t(title)}
      </Text>
      <Body draft={draft} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} problems={visibleProblems(all, draft, attempted)} />
      <div className={styles.actions}>
        {step > 1 ? (
          <Button type="button" disabled={busy} onClick={() => void go(step - 1).catch(() => {})}>
            {t('wizard.back')}
          </Button>
        ) : null}
        <Button type="submit" appearance="primary" disabled={busy}>
          {busy ? t('wizard.saving') : step < ONBOARDING_STEP_COUNT ? t('wizard.next') : t('wizard.submit')}
        </Button>
      </div>
    </form>
  );
}
