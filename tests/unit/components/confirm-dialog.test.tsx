import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../src/components/confirm-dialog';
import { renderUi } from './render-ui';

afterEach(cleanup);

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A screen with a delete button that asks first. */
function Screen({ onConfirm, confirmWord }: { onConfirm: () => void | Promise<unknown>; confirmWord?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Хавтас устгах
      </button>
      <ConfirmDialog open={open} onOpenChange={setOpen} title="Хавтас устгах уу?" onConfirm={onConfirm} confirmWord={confirmWord}>
        Хавтас доторх бүх файл устна.
      </ConfirmDialog>
    </>
  );
}

async function open(onConfirm: () => void | Promise<unknown>, confirmWord?: string, lng: 'mn' | 'en' = 'mn') {
  await renderUi(<Screen onConfirm={onConfirm} confirmWord={confirmWord} />, lng);
  fireEvent.click(screen.getByRole('button', { name: 'Хавтас устгах' }));
  return screen.findByRole('dialog');
}

const confirmButton = () => screen.getByRole('button', { name: 'Зөвшөөрөх' }) as HTMLButtonElement;

describe('ConfirmDialog', () => {
  it('shows the title, the body and the spec buttons', async () => {
    const dialog = await open(() => {});
    expect(screen.getByRole('heading', { name: 'Хавтас устгах уу?' })).toBeTruthy();
    expect(dialog.textContent).toContain('Хавтас доторх бүх файл устна.');
    expect(screen.getByRole('button', { name: 'Болих' })).toBeTruthy();
    expect(confirmButton().disabled).toBe(false);
  });

  it('speaks English', async () => {
    await open(() => {}, undefined, 'en');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('Cancel closes without confirming', async () => {
    const onConfirm = vi.fn();
    await open(onConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Болих' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Escape closes it while idle', async () => {
    const onConfirm = vi.fn();
    await open(onConfirm);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('a plain action runs once and the dialog closes', async () => {
    const onConfirm = vi.fn();
    await open(onConfirm);
    fireEvent.click(confirmButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('is busy while the promise runs, then closes on success', async () => {
    const call = deferred();
    const onConfirm = vi.fn(() => call.promise);
    await open(onConfirm);
    fireEvent.click(confirmButton());
    await waitFor(() => expect(confirmButton().disabled).toBe(true));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Болих' }) as HTMLButtonElement).disabled).toBe(true);
    // Escape does not walk away from a running action.
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(confirmButton());
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onConfirm).toHaveBeenCalledOnce();
    await act(async () => call.resolve());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open and usable again when the promise fails', async () => {
    const call = deferred();
    await open(() => call.promise);
    fireEvent.click(confirmButton());
    await waitFor(() => expect(confirmButton().disabled).toBe(true));
    await act(async () => call.reject(new Error('500')));
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('with a confirmation word, enables Confirm only once it is typed exactly', async () => {
    const onConfirm = vi.fn();
    await open(onConfirm, 'устгах');
    const box = screen.getByRole('textbox', { name: 'Баталгаажуулахын тулд «устгах» гэж бичнэ үү.' });
    expect(confirmButton().disabled).toBe(true);
    fireEvent.change(box, { target: { value: 'устга' } });
    expect(confirmButton().disabled).toBe(true);
    fireEvent.change(box, { target: { value: 'Устгах' } });
    expect(confirmButton().disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: ' устгах ' } });
    expect(confirmButton().disabled).toBe(false);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('forgets the typed word when it opens again', async () => {
    await open(() => {}, 'устгах');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'устгах' } });
    fireEvent.click(screen.getByRole('button', { name: 'Болих' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Хавтас устгах' }));
    expect(((await screen.findByRole('textbox')) as HTMLInputElement).value).toBe('');
    expect(confirmButton().disabled).toBe(true);
  });
});
