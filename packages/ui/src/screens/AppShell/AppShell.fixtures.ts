import type { ProfileStore } from '@pagora/contract';
import type { AppShellUser } from './AppShell.tsx';

export const user: AppShellUser = {
  name: 'Ana Maria Souza',
  email: 'ana.souza@lojadaana.com.br',
  avatarUrl: null,
};

export const stores: ProfileStore[] = [
  { id: 12, name: 'Loja da Ana' },
  { id: 15, name: 'Ana Acessórios' },
  { id: 21, name: 'Moda Praia Copacabana Oficial' },
];
