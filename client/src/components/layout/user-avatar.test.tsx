import { describe, expect, it } from 'vitest';
import { fireEvent } from '@testing-library/react';
import type { CurrentUser } from '@core/schemas/auth';
import { renderWithApp } from '@/test/render-with-app';
import { UserAvatar } from './user-avatar';

const ioana = { firstName: 'Ioana', lastName: 'Popescu', email: 'user@acasa.test', profileImageUrl: null } as unknown as CurrentUser;

describe("the header's avatar", () => {
  it("shows the first letter of the person's name when there is no picture", async () => {
    const { container } = await renderWithApp(<UserAvatar user={ioana} />);
    expect(container.querySelector('[data-slot="avatar"]')).toHaveTextContent('I');
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the picture over the letter, and the letter again when the picture fails to load', async () => {
    const { container } = await renderWithApp(<UserAvatar user={{ ...ioana, profileImageUrl: 'https://example.com/ioana.png' }} />);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', 'https://example.com/ioana.png');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-slot="avatar"]')).toHaveTextContent('I');
  });
});
