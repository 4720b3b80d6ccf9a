import type { Profile } from '@pagora/contract';

export const profile: Profile = {
  id: 7,
  full_name: 'Ana Maria Souza',
  email: 'ana.souza@lojadaana.com.br',
  phone: '(11) 98765-4321',
  documento: '52998224725',
  avatar_url: null,
  created_at: '2026-03-14T15:30:00.000Z',
  stores: [
    { id: 12, name: 'Loja da Ana' },
    { id: 15, name: 'Ana Acessórios' },
    { id: 21, name: 'Moda Praia Copacabana' },
  ],
};

/** A profile with a photo (a small inline SVG, so stories need no network). */
export const profileWithAvatar: Profile = {
  ...profile,
  avatar_url: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72"><rect width="72" height="72" fill="#0f766e"/><circle cx="36" cy="29" r="13" fill="#99f6e4"/><path d="M12 72c2-16 12-24 24-24s22 8 24 24z" fill="#99f6e4"/></svg>',
  )}`,
};

export const profileOneStore: Profile = { ...profile, stores: [{ id: 12, name: 'Loja da Ana' }] };

export const profileNoStores: Profile = { ...profile, stores: [] };
