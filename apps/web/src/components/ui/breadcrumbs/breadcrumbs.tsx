import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { collapseBreadcrumbs, type BreadcrumbItem } from './collapse-breadcrumbs';
import './breadcrumbs.css';

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /** Accessible name of the landmark, e.g. "Breadcrumb". */
  label: string;
  /** Accessible name of the button that shows the collapsed items. */
  moreLabel: (count: number) => string;
  className?: string;
}

function Crumb({ item, current }: { item: BreadcrumbItem; current: boolean }) {
  if (current || !item.href) {
    return (
      <span className="breadcrumbs__text" aria-current={current ? 'page' : undefined}>
        {item.label}
      </span>
    );
  }
  return (
    <Link className="breadcrumbs__link" to={item.href}>
      {item.label}
    </Link>
  );
}

/**
 * Where the page sits, as links. Above three items the middle ones fold into a dropdown (a
 * disclosure of links: Enter or Space opens it, Escape closes it and returns focus).
 */
export function Breadcrumbs({ items, label, moreLabel, className }: BreadcrumbsProps) {
  const { head, hidden, tail } = collapseBreadcrumbs(items);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const wrapper = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const lastIndex = items.length - 1;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (items.length === 0) return null;

  return (
    <nav aria-label={label} className={['breadcrumbs', className].filter(Boolean).join(' ')}>
      <ol className="breadcrumbs__list">
        {head.map((item, index) => (
          <li key={`h${index}`} className="breadcrumbs__item">
            <Crumb item={item} current={index === lastIndex} />
          </li>
        ))}
        {hidden.length > 0 && (
          <li className="breadcrumbs__item breadcrumbs__more" ref={wrapper}>
            <button
              ref={button}
              type="button"
              className="breadcrumbs__more-button"
              aria-expanded={open}
              aria-controls={listId}
              aria-label={moreLabel(hidden.length)}
              title={moreLabel(hidden.length)}
              onClick={() => setOpen((v) => !v)}
            >
              <span aria-hidden="true">…</span>
            </button>
            <ul id={listId} className="breadcrumbs__dropdown" hidden={!open}>
              {hidden.map((item, index) => (
                <li key={`m${index}`}>
                  {item.href ? (
                    <Link
                      className="breadcrumbs__dropdown-link"
                      to={item.href}
                      onClick={() => setOpen(false)}
                    >
                      {item.label}
                    </Link>
                  ) : (
                    <span className="breadcrumbs__dropdown-text">{item.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </li>
        )}
        {tail.map((item, index) => (
          <li key={`t${index}`} className="breadcrumbs__item">
            <Crumb item={item} current />
          </li>
        ))}
      </ol>
    </nav>
  );
}
