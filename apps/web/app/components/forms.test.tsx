// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form, createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod';
import { savedAddressInputSchema } from '@farm/contract';
import { CheckboxField, Field, FilterFields, GridFields, SubmitButton } from '#app/components/forms';

afterEach(cleanup);

describe('Field', () => {
  it('writes an e-mail address, a phone number and a link left to right, aligned with the page', () => {
    render(
      <>
        <Field label="E-mail" type="email" inputProps={{ id: 'e' }} />
        <Field label="Phone" type="tel" inputProps={{ id: 'p' }} />
        <Field label="Link" type="url" inputProps={{ id: 'u' }} />
        <Field label="Name" inputProps={{ id: 'n' }} />
      </>,
    );
    for (const label of ['E-mail', 'Phone', 'Link']) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('dir')).toBe('ltr');
      expect(input.className).toContain('rtl:text-right');
    }
    expect(screen.getByLabelText('Name').hasAttribute('dir')).toBe(false);
  });

  it('keeps a direction its caller gives', () => {
    render(<Field label="E-mail" type="email" inputProps={{ id: 'e', dir: 'auto' }} />);
    expect(screen.getByLabelText('E-mail').getAttribute('dir')).toBe('auto');
  });
});

describe('the room under a field for its errors', () => {
  it('is kept in a form, so a message shown on leaving a field moves nothing below it', () => {
    render(<Field label="Name" inputProps={{ id: 'n' }} />);
    expect(document.getElementById('n-error')?.className).toContain('min-h-5');
  });

  it('is not kept in a filter card, where an error still shows and is read with its field', () => {
    render(
      <FilterFields>
        <Field label="Search" inputProps={{ id: 's' }} />
        <Field label="From" inputProps={{ id: 'f' }} errors={['dateInvalid']} />
      </FilterFields>,
    );
    expect(document.getElementById('s-error')).toBeNull();
    expect(screen.getByLabelText('Search').hasAttribute('aria-describedby')).toBe(false);
    const error = document.getElementById('f-error');
    expect(error?.textContent).not.toBe('');
    expect(screen.getByLabelText('From').getAttribute('aria-describedby')).toBe('f-error');
  });
});

describe('a field in a grid of fields', () => {
  it('takes four rows of the grid, its label at the foot of the first, so the controls of a row line up', () => {
    render(
      <GridFields>
        <Field label="Share of the site" hint="as a fraction" inputProps={{ id: 'g' }} />
      </GridFields>,
    );
    const label = screen.getByText('Share of the site');
    const frame = label.parentElement;
    expect(frame?.className.split(' ')).toEqual(
      expect.arrayContaining(['row-span-4', 'grid', 'grid-rows-subgrid']),
    );
    expect(label.className).toContain('self-end');
    expect(document.getElementById('g-hint')?.className).toContain('row-start-3');
    expect(document.getElementById('g-error')?.className).toContain('row-start-4');
  });

  it('is a plain stack elsewhere', () => {
    render(<Field label="Name" inputProps={{ id: 'p' }} />);
    expect(screen.getByText('Name').parentElement?.className ?? '').not.toContain('grid');
  });

  it('is every field inside GridFields, a checkbox on the row of the controls beside it', () => {
    function Row() {
      const [, fields] = useForm<{ featured: string }>({ id: 'row' });
      return (
        <GridFields>
          <CheckboxField field={fields.featured} label="Featured" hint="Shown first" />
          <Field label="Position among the featured" inputProps={{ id: 'position' }} />
        </GridFields>
      );
    }
    render(<Row />);
    const rows = ['row-span-4', 'grid', 'grid-rows-subgrid'];
    expect(screen.getByText('Position among the featured').parentElement?.className.split(' ')).toEqual(
      expect.arrayContaining(rows),
    );
    const box = screen.getByRole('checkbox', { name: 'Featured' }).closest('label');
    expect(box?.parentElement?.className.split(' ')).toEqual(expect.arrayContaining(rows));
    expect(box?.className.split(' ')).toEqual(expect.arrayContaining(['row-start-2', 'self-center']));
    expect(screen.getByText('Shown first').className).toContain('row-start-3');
  });
});

describe('a password field', () => {
  function renderForm(refuse: boolean) {
    const Stub = createRoutesStub([
      {
        path: '/',
        action: async () => ({ ok: true }),
        Component: () => (
          <Form method="post" onSubmit={(event) => refuse && event.preventDefault()}>
            <Field label="Password" type="password" inputProps={{ id: 'p', name: 'password' }} />
            <button type="submit">Send</button>
          </Form>
        ),
      },
    ]);
    render(<Stub initialEntries={['/']} />);
    return screen.getByLabelText('Password');
  }

  it('can be shown as typed and hidden again, and is hidden when the router sends its form', async () => {
    const input = renderForm(false);
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(await screen.findByRole('button', { name: 'Show Password' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('status').textContent).toBe('Password shown');
    fireEvent.click(screen.getByRole('button', { name: 'Hide Password' }));
    expect(input.getAttribute('type')).toBe('password');

    fireEvent.click(screen.getByRole('button', { name: 'Show Password' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(() => Promise.resolve());
    expect(input.getAttribute('type')).toBe('password');
  });

  it("stays shown when the form's own checks refuse to send it", async () => {
    const input = renderForm(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Show Password' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The same wait in which a sent form's password is hidden (above).
    await act(() => Promise.resolve());
    expect(input.getAttribute('type')).toBe('text');
  });
});

describe('CheckboxField', () => {
  it('names its hint as the box’s description', () => {
    function Box() {
      const [, fields] = useForm<{ featured: string }>({ id: 'box' });
      return <CheckboxField field={fields.featured} label="Featured" hint="Shown first on the home page" />;
    }
    render(<Box />);
    const box = screen.getByRole('checkbox', { name: 'Featured' });
    const described = box.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Shown first on the home page');
  });

  it('is never required: left unticked, it answers "no"', () => {
    function DefaultBox() {
      const [, fields] = useForm({ id: 'address', constraint: getZodConstraint(savedAddressInputSchema) });
      // The rule behind the box is a required boolean, which Conform alone would make a required box.
      expect(fields.isDefault.required).toBe(true);
      return <CheckboxField field={fields.isDefault} label="Make this my default address" />;
    }
    render(<DefaultBox />);
    expect(
      (screen.getByRole('checkbox', { name: 'Make this my default address' }) as HTMLInputElement).required,
    ).toBe(false);
  });
});

describe('SubmitButton', () => {
  it('while the post is on its way, stays focusable and says so, and a press neither clicks nor submits', () => {
    const submitted = vi.fn((event: Event) => event.preventDefault());
    const clicked = vi.fn();
    const { rerender } = render(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <SubmitButton busy onClick={clicked}>
          Save
        </SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(clicked).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();
    rerender(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <SubmitButton busy={false} onClick={clicked}>
          Save
        </SubmitButton>
      </form>,
    );
    fireEvent.click(button);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
