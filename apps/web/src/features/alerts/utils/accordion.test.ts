import { describe, expect, it } from 'vitest';
import {
  accordionAvailability,
  defaultAccordion,
  isAccordionExpanded,
  toggleAccordion,
} from './accordion';

describe('alert center accordions (docs/rules/alert-center.md §2 and §6)', () => {
  it('opens Urgent by default with urgent scope, else Important', () => {
    expect(defaultAccordion(true)).toBe('urgent');
    expect(defaultAccordion(false)).toBe('important');
  });

  it('keeps one open at a time and closes the open one when clicked', () => {
    expect(toggleAccordion('urgent', 'important', true)).toBe('important');
    expect(toggleAccordion('important', 'urgent', true)).toBe('urgent');
    expect(toggleAccordion('urgent', 'urgent', true)).toBeNull();
    expect(toggleAccordion(null, 'important', true)).toBe('important');
  });

  it('without urgent scope: no Urgent accordion and the Important one disabled', () => {
    expect(accordionAvailability(false)).toEqual({ urgent: false, important: false });
    expect(toggleAccordion('important', 'important', false)).toBe('important');
    expect(toggleAccordion(null, 'important', false)).toBeNull();
    expect(isAccordionExpanded('important', 'important', false)).toBe(false);
    expect(isAccordionExpanded('important', 'important', true)).toBe(true);
    expect(isAccordionExpanded('urgent', 'important', true)).toBe(false);
  });
});
