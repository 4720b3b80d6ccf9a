import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker.tsx';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: { label: 'Data de início', name: 'startDate', onChange: fn() },
  decorators: [
    (Story) => (
      // Room below the field for the calendar popover.
      <div style={{ maxWidth: 320, minHeight: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value of the last onChange call as 'yyyy-MM-dd' (or null). */
const lastValue = (onChange: unknown) => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  const value = calls.at(-1)?.[0] as CalendarDate | null | undefined;
  return value === null ? null : value?.toString();
};

export const Empty: Story = {
  args: { description: 'Opcional. Deixe em branco para começar agora.' },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Data de início' });
    const [day, month, year] = within(group).getAllByRole('spinbutton');
    if (!day || !month || !year) throw new Error('missing segments');
    // dd/MM/yyyy: the day comes first in pt-BR.
    await expect(day).toHaveAccessibleName(/dia/i);
    await expect(month).toHaveAccessibleName(/mês/i);
    await expect(year).toHaveAccessibleName(/ano/i);
    await expect(canvas.queryByRole('button', { name: 'Limpar data' })).toBeNull();
    await userEvent.click(day);
    await userEvent.keyboard('14032026');
    await expect(lastValue(args.onChange)).toBe('2026-03-14');
    await expect(group).toHaveTextContent('14/03/2026');
    // Leave the field as the story shows it: empty.
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar data' }));
    await expect(lastValue(args.onChange)).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Filled: Story = {
  args: { defaultValue: new CalendarDate(2026, 3, 14) },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Data de início' });
    await expect(group).toHaveTextContent('14/03/2026');
    await expect(canvas.getByRole('button', { name: 'Limpar data' })).toBeVisible();
  },
};

export const Clear: Story = {
  args: { defaultValue: new CalendarDate(2026, 3, 14) },
  parameters: { visual: { disable: true } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar data' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    const group = canvas.getByRole('group', { name: 'Data de início' });
    await waitFor(() => expect(group).toHaveTextContent('dd/mm/aaaa'));
    await expect(canvas.queryByRole('button', { name: 'Limpar data' })).toBeNull();
  },
};

export const OpenCalendar: Story = {
  args: { label: 'Data de término', name: 'endDate', defaultValue: new CalendarDate(2025, 3, 10) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendário/ }));
    const dialog = await screen.findByRole('dialog');
    const calendar = within(dialog);
    await expect(calendar.getByRole('heading', { name: /março de 2025/i })).toBeVisible();
    // Weeks start on Sunday (pt-BR).
    // The weekday row is hidden from screen readers (each day's name says its weekday): read the DOM.
    const weekdays = [...dialog.querySelectorAll('thead th')];
    await expect(weekdays).toHaveLength(7);
    await expect(weekdays[0]).toHaveTextContent(/^dom/i);
    await expect(weekdays[6]).toHaveTextContent(/^sáb/i);
    await expect(calendar.getByRole('button', { name: /10 de março de 2025/ })).toHaveAttribute(
      'data-selected',
      'true',
    );
    // 1 March 2025 was a Saturday: it sits in the first week's last column.
    const firstWeek = [...dialog.querySelectorAll('tbody tr:first-child td')];
    await expect(firstWeek).toHaveLength(7);
    await expect(firstWeek[6]).toHaveTextContent('1');
    await expect(within(firstWeek[6] as HTMLElement).getByRole('button')).toHaveAccessibleName(
      /^sábado, 1 de março de 2025/,
    );
  },
};

export const PickDate: Story = {
  args: { label: 'Data de término', name: 'endDate', defaultValue: new CalendarDate(2025, 3, 10) },
  parameters: { visual: { disable: true } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendário/ }));
    const dialog = await screen.findByRole('dialog');
    // RAC adds a hidden twin of each month button for screen readers: take the visible one.
    const [next] = within(dialog).getAllByRole('button', { name: 'Próximo' });
    if (!next) throw new Error('no next button');
    await userEvent.click(next);
    await expect(within(dialog).getByRole('heading', { name: /abril de 2025/i })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /^sábado, 5 de abril de 2025/ }));
    await expect(lastValue(args.onChange)).toBe('2025-04-05');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('group', { name: 'Data de término' })).toHaveTextContent('05/04/2025');
    // The form gets the day as an ISO date.
    await expect(canvasElementInput(canvas.getByRole('group', { name: 'Data de término' }))).toHaveValue(
      '2025-04-05',
    );
  },
};

export const Invalid: Story = {
  args: {
    label: 'Data de término',
    defaultValue: new CalendarDate(2026, 3, 1),
    isInvalid: true,
    errorMessage: 'A data de término não pode ser anterior à data de início.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A data de término não pode ser anterior à data de início.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Data de término' })).toHaveAttribute(
      'data-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: new CalendarDate(2026, 3, 14) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Calendário/ })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Limpar data' })).toBeNull();
  },
};

/** The hidden input RAC renders beside the field, which carries the value into a form. */
function canvasElementInput(group: HTMLElement): HTMLInputElement {
  const input = group.parentElement?.querySelector<HTMLInputElement>('input[name="endDate"]');
  if (!input) throw new Error('no hidden input');
  return input;
}
