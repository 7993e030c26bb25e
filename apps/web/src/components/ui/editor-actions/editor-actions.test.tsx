import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { EditorActions, type EditorActionsProps } from './editor-actions';

const labels = { active: 'Aktif dipantau', cancel: 'Batal', save: 'Simpan' };

function show(over: Partial<EditorActionsProps> = {}) {
  const props: EditorActionsProps = {
    id: 'f',
    editing: false,
    active: true,
    onActiveChange: vi.fn(),
    labels,
    ready: true,
    pending: false,
    onCancel: vi.fn(),
    saveTestId: 'x-save',
    ...over,
  };
  render(
    <form>
      <EditorActions {...props} />
    </form>,
  );
  return props;
}

describe('EditorActions', () => {
  it('offers the active box only when a saved record is edited', () => {
    show();
    expect(screen.queryByLabelText('Aktif dipantau')).toBeNull();
  });

  it('switches a saved record off, and cancels', () => {
    const props = show({ editing: true });
    fireEvent.click(screen.getByLabelText('Aktif dipantau'));
    expect(props.onActiveChange).toHaveBeenCalledWith(false);
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(props.onCancel).toHaveBeenCalledOnce();
  });

  it('submits the form with save, which waits until the form is complete', () => {
    show({ ready: false });
    const save = screen.getByTestId('x-save');
    expect(save.getAttribute('type')).toBe('submit');
    expect(save.hasAttribute('disabled')).toBe(true);
  });
});
