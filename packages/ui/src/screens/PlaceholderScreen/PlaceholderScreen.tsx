import { ArrowLeft, type LucideIcon } from 'lucide-react';
import { LinkButton } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';

export interface PlaceholderScreenProps {
  /** The page's real title. */
  title: string;
  /** The page's subtitle. */
  description: string;
  /** What will appear here for the active store. */
  emptyTitle: string;
  /** That the area is being prepared, and what the merchant will do here. */
  emptyDescription: string;
  /** The page's icon, shown in the empty state. */
  icon?: LucideIcon;
  /** A working way back (e.g. to the product list); the page has no other buttons. */
  back?: { href: string; label: string };
}

/**
 * An admin page that a later release fills in: its real title and subtitle and an honest empty
 * state saying what will appear here. No sample data, no figures, no buttons that do nothing.
 */
export function PlaceholderScreen({
  title,
  description,
  emptyTitle,
  emptyDescription,
  icon: Icon,
  back,
}: PlaceholderScreenProps) {
  return (
    <Stack gap="xlarge">
      <PageHeader
        title={title}
        description={description}
        actions={
          back && (
            <LinkButton href={back.href} variant="secondary">
              <ArrowLeft size={16} aria-hidden />
              {back.label}
            </LinkButton>
          )
        }
      />
      <Card>
        <EmptyState icon={Icon && <Icon aria-hidden />} title={emptyTitle} description={emptyDescription} />
      </Card>
    </Stack>
  );
}
