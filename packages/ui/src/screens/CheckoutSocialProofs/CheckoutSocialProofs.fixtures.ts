import type { SocialProof } from '@pagora/contract';

/** A sample portrait (head and shoulders on a colour), inline so stories need no network. */
function portrait(background: string, skin: string, clothes: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="${background}"/><circle cx="48" cy="38" r="17" fill="${skin}"/><path d="M16 96c2-20 15-32 32-32s30 12 32 32z" fill="${clothes}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const base = { store_id: 12 };

/** With a photo, active. */
export const anaProof: SocialProof = {
  ...base,
  id: 31,
  name: 'Ana Souza',
  text: 'Comprei a camiseta e chegou em dois dias, muito bem embalada. A qualidade do algodão é ótima, já quero outra cor!',
  photo_url: portrait('#1e3a8a', '#f5d0b5', '#93c5fd'),
  is_active: true,
  created_at: '2026-03-10T14:00:00.000Z',
};

/** Without a photo (initials), active. */
export const carlosProof: SocialProof = {
  ...base,
  id: 30,
  name: 'Carlos Henrique Lima',
  text: 'Atendimento rápido e pagamento pelo PIX sem complicação. Recomendo.',
  photo_url: null,
  is_active: true,
  created_at: '2026-03-08T10:30:00.000Z',
};

/** Inactive, with a long text (clamped in the list). */
export const julianaProof: SocialProof = {
  ...base,
  id: 29,
  name: 'Juliana Martins',
  text: 'Usei o e-book para organizar a minha loja e as vendas aumentaram já no primeiro mês. O capítulo sobre anúncios vale o preço sozinho. Explicações claras, exemplos práticos e um checklist no final que eu imprimi e deixo do lado do computador. Já indiquei para as minhas amigas que também vendem pela internet.',
  photo_url: portrait('#831843', '#8d5524', '#f9a8d4'),
  is_active: false,
  created_at: '2026-03-01T09:00:00.000Z',
};

export const socialProofs: SocialProof[] = [anaProof, carlosProof, julianaProof];

/** A real PNG portrait drawn on a canvas (so the preview shows a picture). */
export async function samplePortrait(name = 'ana.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 160;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.fillStyle = '#065f46';
  context.fillRect(0, 0, 160, 160);
  context.fillStyle = '#fcd9b8';
  context.beginPath();
  context.arc(80, 62, 28, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#6ee7b7';
  context.beginPath();
  context.ellipse(80, 160, 56, 52, 0, Math.PI, 0);
  context.fill();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('no png');
  return new File([blob], name, { type: 'image/png' });
}

/** The photo picker's hidden file input. */
export function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}
