import type { ComponentProps } from 'react';

export interface HeaderIconButtonProps extends Omit<
  ComponentProps<'button'>,
  'children' | 'aria-label' | 'title' | 'type'
> {
  /** A PrimeIcons class (`pi-times`). */
  icon: string;
  /** Its accessible name, also shown as the tooltip. */
  label: string;
}

/**
 * The round icon button of the alert center's and the popups' headers (close, layout,
 * settings): an icon whose label is both its accessible name and its tooltip.
 */
export function HeaderIconButton({ icon, label, className, ...button }: HeaderIconButtonProps) {
  return (
    <button
      type="button"
      className={['alert-center__icon-button', className].filter(Boolean).join(' ')}
      aria-label={label}
      title={label}
      {...button}
    >
      <i className={`pi ${icon}`} aria-hidden="true" />
    </button>
  );
}
