import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ChannelConnectResult } from '../../../../../contracts/channel.schema';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/** After a connect: where the provider posts (and Messenger's verify token), to copy into its settings. */
export function ConnectResultDialog({ result, onClose }: { result: ChannelConnectResult | null; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('channels');
  return (
    <Dialog open={!!result} onOpenChange={(_, d) => d.open || onClose()}>
      <DialogSurface>
        {result ? (
          <DialogBody>
            <DialogTitle>{t('social.result.title')}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text weight="semibold">{result.channel.name}</Text>
              {result.verify_token ? <Text>{t('social.messenger.guide4')}</Text> : <Text>{t('social.result.viberNote')}</Text>}
              <Field label={t('social.result.webhookUrl')}>
                <Input readOnly value={result.webhook_url} />
              </Field>
              {result.verify_token ? (
                <Field label={t('social.result.verifyToken')}>
                  <Input readOnly value={result.verify_token} />
                </Field>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={onClose}>
                {t('actions.close')}
              </Button>
            </DialogActions>
          </DialogBody>
        ) : null}
      </DialogSurface>
    </Dialog>
  );
}
