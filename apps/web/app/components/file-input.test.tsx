// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FileInput } from '#app/components/file-input';
import { Field } from '#app/components/forms';
import { I18nProvider } from '#app/i18n/context';

afterEach(cleanup);

const file = (name: string) => new File(['x'], name, { type: 'application/pdf' });

/** What a sighted visitor reads in the frame: the button's words, then the line. */
function shownWords(input: HTMLElement): string[] {
  return Array.from(input.parentElement?.querySelectorAll('span[aria-hidden="true"]') ?? []).map(
    (span) => span.textContent ?? '',
  );
}

/** The text of the elements an input names as its description. */
function description(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('a file input', () => {
  it("speaks the page's language, and its label and hint still name the real input", () => {
    render(
      <I18nProvider lang="ar">
        <Field label="السيرة الذاتية" type="file" hint="PDF" inputProps={{ id: 'cv', name: 'resume' }} />
      </I18nProvider>,
    );
    const input = screen.getByLabelText('السيرة الذاتية');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('name')).toBe('resume');
    expect(shownWords(input)).toEqual(['اختر ملفًا', 'لم يُختر أي ملف']);
    // The hint and the line are read with the input, in the page's language.
    expect(description(input)).toBe('PDF لم يُختر أي ملف');
  });

  it('shows the chosen file by name, and a count for several', () => {
    render(<FileInput aria-label="CV" multiple />);
    const input = screen.getByLabelText('CV');
    expect(shownWords(input)).toEqual(['Choose files', 'No file chosen']);
    fireEvent.change(input, { target: { files: [file('my cv.pdf')] } });
    expect(shownWords(input)[1]).toBe('my cv.pdf');
    fireEvent.change(input, { target: { files: [file('a.pdf'), file('b.pdf')] } });
    expect(shownWords(input)[1]).toBe('2 files chosen');
    expect(description(input)).toBe('2 files chosen');
  });

  it("counts with its caller's words and calls its caller's handler", () => {
    const seen: number[] = [];
    render(
      <FileInput
        aria-label="Photos"
        multiple
        chooseLabel="Choose photos"
        noneLabel="No photo chosen"
        countLabel="enquiry.photosChosen"
        onChange={(event) => seen.push(event.currentTarget.files?.length ?? 0)}
      />,
    );
    const input = screen.getByLabelText('Photos');
    expect(shownWords(input)).toEqual(['Choose photos', 'No photo chosen']);
    fireEvent.change(input, { target: { files: [file('roof.png')] } });
    expect(shownWords(input)[1]).toBe('1 photo chosen');
    expect(seen).toEqual([1]);
  });

  it('says nothing is chosen again once its form is reset', async () => {
    render(
      <form data-testid="form">
        <FileInput aria-label="CV" />
      </form>,
    );
    const input = screen.getByLabelText('CV');
    fireEvent.change(input, { target: { files: [file('cv.pdf')] } });
    expect(shownWords(input)[1]).toBe('cv.pdf');
    // jsdom keeps a `files` set by the test through a reset: emptied here as a browser's reset does.
    Object.defineProperty(input, 'files', { value: [], configurable: true });
    fireEvent.reset(screen.getByTestId('form'));
    await waitFor(() => expect(shownWords(input)[1]).toBe('No file chosen'));
  });
});
