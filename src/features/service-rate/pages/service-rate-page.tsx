import { MessageBar, MessageBarBody, Spinner, Text, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { ApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-message';
import { useServiceRate } from '../api/get-service-rate';
import { useSubmitServiceRate } from '../api/submit-service-rate';
import { CompanyHeader } from '../components/company-header';
import { LinkLanguageEffect } from '../components/link-language-effect';
import { RateForm } from '../components/rate-form';
import { StarsDisplay } from '../components/stars-display';
import { formatDateTime } from '../../../lib/format';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', flexGrow: 1 },
  top: { display: 'flex', justifyContent: 'flex-end', padding: tokens.spacingHorizontalL },
  center: { flexGrow: 1, display: 'flex', alignItems: 'flex-start', justifyContent: 'center', padding: tokens.spacingHorizontalL },
  card: {
    width: '100%',
    maxWidth: '480px',
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
  },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL },
  title: { display: 'block', padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL} 0` },
  muted: { color: tokens.colorNeutralForeground3 },
  outcome: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM, textAlign: 'center' },
  icon: { fontSize: '48px' },
  ok: { color: tokens.colorPaletteGreenForeground1 },
  bad: { color: tokens.colorPaletteRedForeground1 },
});

/** /servicerate?t=…: the customer rates a closed conversation once, without signing in (spec §2). */
export default function ServiceRatePage() {
  const styles = useStyles();
  const { t } = useTranslation(['servicerate', 'errors', 'common']);
  const [params] = useSearchParams();
  const token = params.get('t');
  const info = useServiceRate(token);
  const submit = useSubmitServiceRate();

  const failure = (message: string) => (
    <div className={styles.outcome} role="alert">
      <ErrorCircleRegular className={mergeClasses(styles.icon, styles.bad)} aria-hidden />
      <Text as="h2" size={500} weight="semibold">
        {t('errorTitle')}
      </Text>
      <Text>{message}</Text>
    </div>
  );
  const thanks = (title: string, rating: number | null) => (
    <div className={styles.outcome} role="status">
      <CheckmarkCircleRegular className={mergeClasses(styles.icon, styles.ok)} aria-hidden />
      <Text as="h2" size={500} weight="semibold">
        {title}
      </Text>
      {rating !== null ? <StarsDisplay rating={rating} /> : null}
      <Text className={styles.muted}>{t('thanksText')}</Text>
    </div>
  );

  let content;
  if (!token) content = failure(t('errors:err_service_rate_link_invalid'));
  else if (info.isPending) content = <Spinner label={t('common:loading')} />;
  else if (info.isError) content = failure(describeError(info.error));
  else if (submit.isSuccess) content = thanks(t('thanks'), submit.variables.rating);
  else if (submit.error instanceof ApiError && submit.error.code === 'err_service_rate_given') content = thanks(t('alreadyRated'), null);
  else if (info.data.state === 'rated') content = thanks(t('alreadyRated'), info.data.rating);
  else
    content = (
      <>
        <Text className={styles.muted}>{t('intro')}</Text>
        {submit.isError ? (
          <MessageBar intent="error">
            <MessageBarBody>{describeError(submit.error)}</MessageBarBody>
          </MessageBar>
        ) : null}
        <RateForm busy={submit.isPending} onSubmit={(rating, comment) => submit.mutate({ t: token, rating, comment })} />
      </>
    );

  const data = info.data;
  return (
    <div className={styles.page}>
      <LinkLanguageEffect />
      <div className={styles.top}>
        <LanguageSwitcher />
      </div>
      <div className={styles.center}>
        <section className={styles.card} aria-label={t('title')}>
          {data ? (
            <CompanyHeader info={data} />
          ) : (
            <Text as="h1" size={600} weight="semibold" className={styles.title}>
              {t('title')}
            </Text>
          )}
          <div className={styles.body}>
            {data?.agent_name ? <Text weight="semibold">{t('agent', { agent: data.agent_name })}</Text> : null}
            {data?.closed_at ? <Text className={styles.muted}>{t('closedAt', { date: formatDateTime(data.closed_at) })}</Text> : null}
            {content}
          </div>
        </section>
      </div>
    </div>
  );
}
