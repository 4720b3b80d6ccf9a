import { SearchX } from 'lucide-react';
import { LinkButton } from '../../components/Button/Button.tsx';
import { AuthLayout } from '../AuthLayout/AuthLayout.tsx';

/** Any path outside the route table. */
export function NotFoundScreen() {
  return (
    <AuthLayout
      icon={<SearchX size={24} aria-hidden />}
      title="Oops! Page not found"
      description="A página que você procura não existe ou mudou de endereço."
    >
      <LinkButton href="/" size="large" fullWidth>
        Voltar para o início
      </LinkButton>
    </AuthLayout>
  );
}
