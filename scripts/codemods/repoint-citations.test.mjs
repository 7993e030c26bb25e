// @ts-check
import { describe, expect, it } from 'vitest';
import { repointCitations, repointFile } from './repoint-citations.mjs';

/** @param {string} text @param {string} [file] */
const repointed = (text, file) => repointCitations(text, file).text;

describe('repoint-citations', () => {
  it("leaves an import of a shared/ folder of our own alone (the contracts' src/shared)", () => {
    const source = "import { LIST_LIMITS } from '../shared/values';\n";
    expect(repointed(source, 'packages/contracts/src/alerts/alerts.ts')).toBe(source);
    expect(repointed('see ../shared/spec/02-alert-center.md')).not.toContain('../shared');
  });

  it('repoints a document and its sections at the rules file, section numbers kept', () => {
    expect(repointed('(spec 02 sections 2, 4 and 8)')).toBe(
      '(docs/rules/alert-center.md §2, §4 and §8)',
    );
    expect(repointed('Spec 03 section 2.1: the wizard; spec 01 s. 6; spec 02 §5')).toBe(
      'docs/rules/route-optimization.md §2.1: the wizard; docs/rules/shell.md §6; ' +
        'docs/rules/alert-center.md §5',
    );
    expect(repointed('(spec 02 sections 2-5), spec 03 sections 3.6, 4, 9)')).toBe(
      '(docs/rules/alert-center.md §2-§5), docs/rules/route-optimization.md §3.6, §4, §9)',
    );
  });

  it('takes one number after "section" and a list only after "sections"', () => {
    expect(repointed('spec 02 section 9, 20 per page')).toBe(
      'docs/rules/alert-center.md §9, 20 per page',
    );
  });

  it('keeps the line break of a comment between the document and its section', () => {
    expect(repointed('/** (spec 02\n * section 4) and (spec 02 sections 2 and\n * 8). */')).toBe(
      '/** (docs/rules/alert-center.md\n * §4) and (docs/rules/alert-center.md §2 and\n * §8). */',
    );
  });

  it('repoints a document cited without a section, and two documents at once', () => {
    expect(repointed('(spec 03); specs 01 and 03 give the same numbers')).toBe(
      '(docs/rules/route-optimization.md); docs/rules/shell.md and ' +
        'docs/rules/route-optimization.md give the same numbers',
    );
    expect(repointed("spec: 'spec 01 section 7, spec 02 section 7'")).toBe(
      "spec: 'docs/rules/shell.md §7, docs/rules/alert-center.md §7'",
    );
  });

  it('cites the rule id where the citation names one rule', () => {
    expect(repointed("no file (MEDIA-4, spec 02 section 8 'media not found').")).toBe(
      'no file (MEDIA-4, AC-52).',
    );
    expect(repointed("the operators of spec 03 section 7.1's table.")).toBe(
      'the operators of RO-52.',
    );
  });

  it('repoints the shared design documents and paths, links relative to their file', () => {
    expect(repointed('see STYLE.md, ARCHITECTURE.md and STACK.md; docs/style.md stays')).toBe(
      'see docs/style.md, docs/architecture.md and docs/stack.md; docs/style.md stays',
    );
    expect(
      repointed(
        '[style](../../shared/STYLE.md), [rules](../../../shared/spec/), ' +
          '../shared/spec/01-shell-and-shared.md',
        'docs/adr/0001-x.md',
      ),
    ).toBe('[style](../style.md), [rules](../rules/), docs/rules/shell.md');
  });

  it('leaves test specs alone and changes nothing the second time', () => {
    const text = "tests/e2e/alerts.spec.ts; the spec says; it('names the specs')";
    expect(repointed(text)).toBe(text);
    const once = repointed('(spec 02 sections 2 and 9, STYLE.md, spec 01 section 2)');
    expect(repointed(once)).toBe(once);
  });

  it('re-breaks the comment and prose lines a citation made wider than 100 characters', () => {
    const code = [
      '/** The alert center (spec 02 section 2): the header with the settings icon and the switch. */',
      'const x = 1;',
      ' * One list (spec 02 section 7): page 1 of 20, newest first, urgent or important, in the',
      ' * window.',
      ' */',
    ].join('\n');
    expect(repointFile(code, 'apps/web/src/x.ts').text).toBe(
      [
        '/**',
        ' * The alert center (docs/rules/alert-center.md §2): the header with the settings icon and the',
        ' * switch.',
        ' */',
        'const x = 1;',
        ' * One list (docs/rules/alert-center.md §7): page 1 of 20, newest first, urgent or important, in the',
        ' * window.',
        ' */',
      ].join('\n'),
    );
    const tag =
      ' * @param {{ at: number, frame: Frame }} frame the positions of the tick (spec 02 section 7)';
    expect(repointFile(tag, 'apps/web/src/x.ts').text).toBe(
      ' * @param {{ at: number, frame: Frame }} frame the positions of the tick (docs/rules/alert-center.md §7)',
    );
    const markdown = [
      '- **WORLD-4** Delivery orders have exactly the shape of spec 03 section 3.1; `created_on` is',
      '  WIB office hours.',
      '- **WORLD-5** Two companies.',
    ].join('\n');
    expect(repointFile(markdown, 'apps/simulator/SPEC.md').text).toBe(
      [
        '- **WORLD-4** Delivery orders have exactly the shape of docs/rules/route-optimization.md §3.1;',
        '  `created_on` is WIB office hours.',
        '- **WORLD-5** Two companies.',
      ].join('\n'),
    );
  });
});
