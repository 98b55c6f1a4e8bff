import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { botConversationMachine, stepBotConversation } from '../../../machines/bot-conversation.machine';
import { canFire, restoreVirtualAgent, virtualAgentMachine } from '../../../machines/virtual-agent.machine';

describe('virtual agent machine: hired, on/off per channel, fired', () => {
  it('is idle until a channel is switched on, active while it has one', () => {
    const actor = createActor(virtualAgentMachine, { input: { userId: 5 } }).start();
    expect(actor.getSnapshot().value).toEqual({ working: 'idle' });
    actor.send({ type: 'agent.activate', channelId: 3 });
    expect(actor.getSnapshot().value).toEqual({ working: 'active' });
    expect(actor.getSnapshot().hasTag('answering')).toBe(true);
    actor.send({ type: 'agent.activate', channelId: 4 });
    expect(actor.getSnapshot().context.channels).toEqual([3, 4]);
    actor.send({ type: 'agent.deactivate', channelId: 3 });
    expect(actor.getSnapshot().value).toEqual({ working: 'active' });
    actor.send({ type: 'agent.deactivate', channelId: 4 });
    expect(actor.getSnapshot().value).toEqual({ working: 'idle' });
  });

  it('refuses switching on a channel twice or off one it is not on', () => {
    const s = restoreVirtualAgent({ userId: 5, isPrimary: false, fired: false, channels: [3] });
    expect(s.can({ type: 'agent.activate', channelId: 3 })).toBe(false);
    expect(s.can({ type: 'agent.deactivate', channelId: 9 })).toBe(false);
    expect(s.can({ type: 'agent.deactivate', channelId: 3 })).toBe(true);
  });

  it('never fires the primary; a fired agent answers nowhere and takes nothing more', () => {
    const primary = restoreVirtualAgent({ userId: 1, isPrimary: true, fired: false, channels: [3] });
    expect(primary.can({ type: 'agent.fire' })).toBe(false);
    expect(canFire({ isPrimary: true, fired: false })).toBe(false);
    const actor = createActor(virtualAgentMachine, { input: { userId: 2, channels: [3] } }).start();
    actor.send({ type: 'agent.fire' });
    expect(actor.getSnapshot().value).toBe('fired');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.channels).toEqual([]);
    const fired = restoreVirtualAgent({ userId: 2, isPrimary: false, fired: true, channels: [3] });
    expect(fired.can({ type: 'agent.activate', channelId: 4 })).toBe(false);
    expect(fired.can({ type: 'agent.fire' })).toBe(false);
  });
});

describe('bot conversation machine: answering → handed over', () => {
  it('hands over at the second failed answer, counting answers between', () => {
    const actor = createActor(botConversationMachine).start();
    actor.send({ type: 'bot.failed' });
    actor.send({ type: 'bot.answered' });
    expect(actor.getSnapshot().value).toBe('answering');
    actor.send({ type: 'bot.failed' });
    expect(actor.getSnapshot().value).toBe('handed_over');
    expect(actor.getSnapshot().context).toEqual({ failures: 2, answers: 1, reason: 'failures' });
  });

  it('hands over at once when the customer asks for a person or a flow escalates', () => {
    expect(stepBotConversation({ phase: 'answering', context: { failures: 0, answers: 0, reason: null } }, { type: 'bot.personAsked' })).toEqual({
      phase: 'handed_over',
      context: { failures: 0, answers: 0, reason: 'person_asked' },
    });
    expect(stepBotConversation({ phase: 'answering', context: { failures: 1, answers: 3, reason: null } }, { type: 'bot.flowHandover' }).context.reason).toBe('flow');
  });

  it('stays handed over whatever follows', () => {
    const after = stepBotConversation({ phase: 'handed_over', context: { failures: 2, answers: 0, reason: 'failures' } }, { type: 'bot.answered' });
    expect(after).toEqual({ phase: 'handed_over', context: { failures: 2, answers: 0, reason: 'failures' } });
  });
});
