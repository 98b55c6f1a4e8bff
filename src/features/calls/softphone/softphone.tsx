import { Button, Card, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CallEndRegular, CallRegular, MicOffRegular, MicRegular, PauseRegular, PlayRegular, ArrowForwardRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onCallRequest } from '../../../lib/calls-bridge';
import { formatDuration } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { contactNameOf, dialTarget, issueSipCredentials } from '../api/calls-config';
import { createSipPhone, type PhoneView, type SipPhone } from './sip-phone';

const useStyles = makeStyles({
  dock: { position: 'fixed', right: tokens.spacingHorizontalL, bottom: tokens.spacingVerticalL, zIndex: 100, width: '300px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

/** Tells a person in another tab or window: the browser's notification, when it is allowed. */
function notifyIfHidden(title: string, body: string) {
  if (!document.hidden || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  new Notification(title, { body, tag: 'cc-call' });
}

/**
 * The softphone (JsSIP, its own chunk): registers with fresh credentials our server issues (kept
 * in memory only), rings with the caller on an incoming call (a notification when the tab is
 * hidden), and controls the call: answer, decline, mute, hold, transfer, hang up, with its duration.
 */
export default function Softphone() {
  const { t } = useTranslation('calls');
  const styles = useStyles();
  const audio = useRef<HTMLAudioElement>(null);
  const phone = useRef<SipPhone | null>(null);
  const [view, setView] = useState<PhoneView>({ status: 'registering', call: null });
  const [transferTo, setTransferTo] = useState('');
  const [sipUser, setSipUser] = useState('');
  // The matched contact of the caller (the server matched or created it by the number).
  const [contact, setContact] = useState({ number: '', name: '' });
  const now = useNow(undefined, 1000);

  useEffect(() => {
    let stopped = false;
    void (async () => {
      const cred = await issueSipCredentials().catch(() => null);
      if (stopped || !cred || !audio.current) return setView((v) => ({ ...v, status: 'failed' }));
      setSipUser(cred.sip_user);
      if (typeof Notification !== 'undefined' && Notification.permission === 'default') void Notification.requestPermission().catch(() => {});
      phone.current = createSipPhone({ wsUrl: cred.ws_url, sipUser: cred.sip_user, password: cred.password, realm: cred.realm, audio: audio.current, onChange: setView });
    })();
    const off = onCallRequest((number) => void dialTarget(number).then((target) => phone.current?.dial(target)));
    return () => {
      stopped = true;
      off();
      phone.current?.stop();
    };
  }, []);

  const call = view.call;
  useEffect(() => {
    const number = call?.remote;
    if (!number || call.direction !== 'in') return;
    let live = true;
    void contactNameOf(number).then((name) => live && setContact({ number, name }));
    return () => {
      live = false;
    };
  }, [call?.remote, call?.direction]);
  const caller = call && contact.number === call.remote && contact.name ? `${contact.name} (${call.remote})` : (call?.remote ?? '');
  useEffect(() => {
    if (call?.state === 'ringing' && call.direction === 'in') notifyIfHidden(t('phone.incoming'), t('phone.from', { caller }));
  }, [call?.state, call?.direction, caller, t]);

  const p = phone.current;
  const duration = call?.answeredAt ? formatDuration((now - call.answeredAt) / 1000) : '';
  return (
    <Card className={styles.dock} role="region" aria-label={t('phone.label')} data-testid="softphone">
      {/* The caller's voice: a live call has no captions to offer. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio ref={audio} autoPlay />
      {!call ? <Text size={200}>{view.status === 'ready' ? t('phone.ready', { user: sipUser }) : t(`phone.${view.status}`)}</Text> : null}
      {call?.state === 'ringing' ? (
        <div role="alert">
          <Text weight="semibold">{t('phone.incoming')}</Text>
          <Text block>{t('phone.from', { caller })}</Text>
          <div className={styles.row}>
            <Button appearance="primary" icon={<CallRegular />} onClick={() => p?.answer()}>
              {t('phone.answer')}
            </Button>
            <Button icon={<CallEndRegular />} onClick={() => p?.decline()}>
              {t('phone.decline')}
            </Button>
          </div>
        </div>
      ) : null}
      {call?.state === 'calling' ? <Text>{t('phone.calling', { number: call.remote })}</Text> : null}
      {call && (call.state === 'talking' || call.state === 'held') ? (
        <div>
          <Text block weight="semibold" data-testid="call-duration">
            {caller} · {t(call.state === 'held' ? 'phone.onHold' : 'phone.talking', { duration })}
          </Text>
          <div className={styles.row}>
            <Button icon={call.muted ? <MicRegular /> : <MicOffRegular />} onClick={() => p?.toggleMute()}>
              {t(call.muted ? 'phone.unmute' : 'phone.mute')}
            </Button>
            <Button icon={call.state === 'held' ? <PlayRegular /> : <PauseRegular />} onClick={() => p?.toggleHold()}>
              {t(call.state === 'held' ? 'phone.resume' : 'phone.hold')}
            </Button>
            <Button appearance="primary" icon={<CallEndRegular />} onClick={() => p?.hangup()}>
              {t('phone.hangup')}
            </Button>
          </div>
          <div className={styles.row}>
            <Input
              size="small"
              inputMode="numeric"
              maxLength={10}
              aria-label={t('phone.transferTo')}
              placeholder={t('phone.transferTo')}
              value={transferTo}
              onChange={(_, d) => setTransferTo(d.value.replace(/\D/g, ''))}
            />
            <Button size="small" icon={<ArrowForwardRegular />} disabled={!transferTo} onClick={() => p?.transfer(transferTo)}>
              {t('phone.transfer')}
            </Button>
          </div>
        </div>
      ) : null}
      {call?.state === 'ended' ? (
        <div>
          <Text block>{t('phone.wrapup')}</Text>
          <Button size="small" onClick={() => p?.clearEnded()}>
            {t('phone.dismiss')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
