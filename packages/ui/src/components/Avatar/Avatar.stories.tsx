import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Inline } from '../Inline/Inline.tsx';
import { Avatar } from './Avatar.tsx';

/** A small inline portrait (no network in stories). */
const photo = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
    <rect width="64" height="64" fill="#f4a261"/>
    <circle cx="32" cy="26" r="12" fill="#7a4a2a"/>
    <path d="M10 64c2-14 12-20 22-20s20 6 22 20z" fill="#2a9d8f"/>
  </svg>`,
)}`;

const meta = {
  title: 'Content/Avatar',
  component: Avatar,
  args: { name: 'Ana Maria Souza' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  args: { src: photo, size: 'large' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ana Maria Souza' })).toHaveAttribute('src', photo);
  },
};

export const Initials: Story = {
  args: { src: null, size: 'large' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ana Maria Souza' })).toHaveTextContent('AS');
  },
};

export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,AAAA', name: 'loja da ana' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('LA')).toBeVisible());
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="medium">
      <Avatar {...args} size="small" />
      <Avatar {...args} size="medium" />
      <Avatar {...args} size="large" />
      <Avatar {...args} src={photo} size="small" />
      <Avatar {...args} src={photo} size="medium" />
      <Avatar {...args} src={photo} size="large" />
    </Inline>
  ),
};
