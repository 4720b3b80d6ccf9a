import { formatCents } from '@pagora/contract';
import {
  ArrowRight,
  Check,
  ChevronDown,
  CircleCheck,
  CreditCard,
  Lock,
  Menu,
  QrCode,
  ShoppingCart,
  X,
} from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import {
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Button as RACButton,
  Heading as RACHeading,
} from 'react-aria-components';
import { Badge } from '../../components/Badge/Badge.tsx';
import { button as buttonStyle } from '../../components/Button/Button.css.ts';
import { Button, LinkButton } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Heading } from '../../components/Heading/Heading.tsx';
import { Text } from '../../components/Text/Text.tsx';
import { BrandLogo } from '../private/BrandLogo.tsx';
import {
  checkoutFeatures,
  type Feature,
  faqs,
  type Plan,
  pillars,
  plans,
  privacyFeatures,
  sections,
} from './LandingScreen.content.ts';
import * as styles from './LandingScreen.css.ts';

/** The public landing page at `/`: sells the checkout; every call to action leads to /cadastro or #planos. */
export function LandingScreen() {
  return (
    <div className={styles.page}>
      <LandingHeader />
      <main>
        <Hero />
        <SolutionSection />
        <CheckoutSection />
        <PlansSection />
        <FaqSection />
        <ClosingSection />
      </main>
      <LandingFooter />
    </div>
  );
}

/** The brand mark and name; links home. */
function Brand() {
  return (
    <a href="#inicio" className={styles.brand} aria-label="Pagora, início da página">
      <BrandLogo />
    </a>
  );
}

/** In-page anchors are plain links so the browser scrolls to the section (the app router handles paths only). */
function SectionLink({
  href,
  children,
  onClick,
}: {
  href: string;
  children: ReactNode;
  onClick?: () => void;
}) {
  return (
    <a href={href} className={styles.navLink} onClick={onClick}>
      {children}
    </a>
  );
}

function LandingHeader() {
  const [isOpen, setOpen] = useState(false);
  const menuId = useId();
  const close = () => setOpen(false);
  return (
    <header className={styles.header}>
      <div className={styles.container}>
        <div className={styles.headerBar}>
          <Brand />
          <nav aria-label="Seções" className={styles.desktopNav}>
            {sections.map((section) => (
              <SectionLink key={section.href} href={section.href}>
                {section.label}
              </SectionLink>
            ))}
          </nav>
          <div className={styles.headerEnd}>
            <div className={styles.headerActions}>
              <LinkButton href="/login" variant="ghost">
                Login
              </LinkButton>
              <LinkButton href="/cadastro">Cadastro</LinkButton>
            </div>
            <Button
              variant="ghost"
              iconOnly
              className={styles.menuButton}
              aria-label={isOpen ? 'Fechar menu' : 'Abrir menu'}
              aria-expanded={isOpen}
              aria-controls={menuId}
              onPress={() => setOpen((open) => !open)}
            >
              {isOpen ? <X size={20} aria-hidden /> : <Menu size={20} aria-hidden />}
            </Button>
          </div>
        </div>
        {isOpen && (
          <nav id={menuId} aria-label="Menu" className={styles.mobileMenu}>
            {sections.map((section) => (
              <SectionLink key={section.href} href={section.href} onClick={close}>
                {section.label}
              </SectionLink>
            ))}
            <div className={styles.mobileMenuActions}>
              <LinkButton href="/login" variant="secondary" fullWidth>
                Login
              </LinkButton>
              <LinkButton href="/cadastro" fullWidth>
                Cadastro
              </LinkButton>
            </div>
          </nav>
        )}
      </div>
    </header>
  );
}

function Hero() {
  return (
    <section id="inicio" className={styles.hero} aria-labelledby="landing-hero-title">
      <div className={`${styles.container} ${styles.heroGrid}`}>
        <div className={styles.heroCopy}>
          <Badge tone="primary">Checkout para lojistas brasileiros</Badge>
          <Heading level={1} display id="landing-hero-title">
            Checkout de alta performance, <span className={styles.highlight}>sem expor quem você é</span>
          </Heading>
          <p className={styles.lead}>
            A Pagora junta checkout de alta performance, PIX, cartão e boleto, recuperação de carrinho e
            gestão das suas lojas em um só lugar. Sem dados pessoais expostos e pagando só quando vende.
          </p>
          <div className={styles.ctaRow}>
            <LinkButton href="/cadastro" size="large" className={styles.ctaButton}>
              Começar Agora
              <ArrowRight size={18} aria-hidden />
            </LinkButton>
            <a
              href="#planos"
              className={`${buttonStyle({ variant: 'secondary', size: 'large' })} ${styles.nativeFocus} ${styles.ctaButton}`}
            >
              Ver Planos
            </a>
          </div>
          <ul className={styles.trustList}>
            {['Sem mensalidade para começar', 'Taxa só sobre vendas aprovadas', 'Integração com Shopify'].map(
              (item) => (
                <li key={item} className={styles.trustItem}>
                  <Check size={16} aria-hidden className={styles.checkIcon} />
                  {item}
                </li>
              ),
            )}
          </ul>
        </div>
        <CheckoutPreview />
      </div>
    </section>
  );
}

/** An illustration of a Pagora checkout (three steps, PIX selected, an order bump). */
function CheckoutPreview() {
  return (
    <div
      className={styles.preview}
      role="img"
      aria-label="Exemplo de checkout Pagora com PIX, cartão e boleto"
    >
      <div className={styles.previewCard}>
        <div className={styles.previewTop}>
          <span>minhaloja.com.br</span>
          <span className={styles.previewSecure}>
            <Lock size={12} aria-hidden />
            Pagamento seguro
          </span>
        </div>
        <div className={styles.steps}>
          <span className={`${styles.step} ${styles.stepDone}`}>Dados</span>
          <span className={`${styles.step} ${styles.stepDone}`}>Entrega</span>
          <span className={`${styles.step} ${styles.stepDone}`}>Pagamento</span>
        </div>
        <div className={styles.product}>
          <span className={styles.productThumb}>
            <ShoppingCart size={20} aria-hidden />
          </span>
          <span className={styles.productInfo}>
            <Text as="span" size="small" weight="semibold">
              Kit Café Especial
            </Text>
            <Text as="span" size="xsmall" tone="muted">
              1 unidade · frete grátis
            </Text>
          </span>
          <span className={styles.productPrice}>{formatCents(14_990)}</span>
        </div>
        <div className={styles.methods}>
          <span className={`${styles.method} ${styles.methodActive}`}>
            <QrCode size={18} aria-hidden />
            PIX
          </span>
          <span className={styles.method}>
            <CreditCard size={18} aria-hidden />
            Cartão
          </span>
          <span className={styles.method}>
            <ReceiptIcon />
            Boleto
          </span>
        </div>
        <div className={styles.bump}>
          <span className={styles.bumpBox}>
            <Check size={12} aria-hidden />
          </span>
          <span>
            <strong>Leve também:</strong> moedor manual por {formatCents(4_990)}
          </span>
        </div>
        <div className={styles.payButton}>
          <Lock size={16} aria-hidden />
          Pagar {formatCents(19_980)} com PIX
        </div>
      </div>
      <div className={`${styles.toastCard} ${styles.toastPosition.approved}`}>
        <span className={styles.toastIcon}>
          <CircleCheck size={20} aria-hidden />
        </span>
        <span>
          <Text as="span" size="small" weight="semibold">
            Venda aprovada
          </Text>
          <Text as="span" size="xsmall" tone="muted">
            {' '}
            · PIX {formatCents(19_980)}
          </Text>
        </span>
      </div>
      <div className={`${styles.toastCard} ${styles.toastPosition.recovered}`}>
        <span className={styles.toastIcon}>
          <ShoppingCart size={18} aria-hidden />
        </span>
        <Text as="span" size="small" weight="semibold">
          Carrinho recuperado
        </Text>
      </div>
    </div>
  );
}

function ReceiptIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d="M4 5v14M8 5v14M11 5v14M15 5v14M18 5v14M21 5v14" strokeLinecap="round" />
    </svg>
  );
}

function SectionHeader({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.sectionHeader}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <Heading level={2} align="center" id={id} className={styles.sectionTitle}>
        {title}
      </Heading>
      {children && <p className={styles.sectionLead}>{children}</p>}
    </div>
  );
}

function FeatureCard({ feature, headingLevel = 3 }: { feature: Feature; headingLevel?: 3 | 4 }) {
  const Icon = feature.icon;
  const Title = `h${headingLevel}` as const;
  return (
    <Card as="li" className={styles.feature}>
      <span className={styles.featureIcon}>
        <Icon size={20} aria-hidden />
      </span>
      <Title className={styles.featureTitle}>{feature.title}</Title>
      <p className={styles.featureText}>{feature.description}</p>
    </Card>
  );
}

function SolutionSection() {
  return (
    <section id="solucao" className={styles.section} aria-labelledby="landing-solucao">
      <div className={styles.container}>
        <SectionHeader
          id="landing-solucao"
          eyebrow="A solução"
          title="Tudo o que você precisa para vender online"
        >
          Do primeiro produto ao pedido aprovado: a Pagora cuida do pagamento para você cuidar do seu negócio.
        </SectionHeader>
        <ul className={`${styles.list} ${styles.grid.three}`}>
          {pillars.map((feature) => (
            <FeatureCard key={feature.title} feature={feature} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function CheckoutSection() {
  return (
    <section
      id="checkout"
      className={`${styles.section} ${styles.sectionAlt}`}
      aria-labelledby="landing-checkout"
    >
      <div className={styles.container}>
        <SectionHeader id="landing-checkout" eyebrow="Checkout" title="Um checkout feito para converter">
          Recursos que aumentam o ticket médio e recuperam vendas, prontos para usar desde o primeiro dia.
        </SectionHeader>
        <ul className={`${styles.list} ${styles.grid.three}`}>
          {checkoutFeatures.map((feature) => (
            <FeatureCard key={feature.title} feature={feature} />
          ))}
        </ul>
        <div className={styles.privacy}>
          <div className={styles.privacyIntro}>
            <p className={styles.eyebrow}>Privacidade e operação</p>
            <Heading level={2} id="landing-privacidade" className={styles.sectionTitle}>
              Venda sem se expor e sem trabalho manual
            </Heading>
            <p className={styles.sectionLead}>
              Seus dados ficam fora da vitrine, as taxas são justas e a parte chata da pós-venda acontece
              sozinha.
            </p>
          </div>
          <ul className={`${styles.list} ${styles.privacyGrid}`} aria-labelledby="landing-privacidade">
            {privacyFeatures.map((feature) => (
              <FeatureCard key={feature.title} feature={feature} />
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const titleId = useId();
  return (
    <Card
      as="li"
      className={[styles.plan, plan.highlight === 'popular' && styles.planPopular].filter(Boolean).join(' ')}
    >
      <div className={styles.planHead}>
        <h3 className={styles.planName} id={titleId}>
          {plan.name}
        </h3>
        {plan.highlight === 'popular' && <Badge tone="primary">Mais popular</Badge>}
        {plan.highlight === 'limited' && <Badge tone="warning">Vagas limitadas</Badge>}
      </div>
      <p className={styles.planRate}>
        {plan.rate}
        <span className={styles.planRateNote}>por venda aprovada</span>
      </p>
      <p className={styles.planPrice}>
        <span className={styles.planPriceValue}>{plan.price}</span>
        {plan.priceNote}
      </p>
      <Text size="small" tone="muted">
        {plan.description}
      </Text>
      <ul className={styles.perks}>
        {plan.perks.map((perk) => (
          <li key={perk} className={styles.perk}>
            <Check size={16} aria-hidden className={styles.checkIcon} />
            {perk}
          </li>
        ))}
      </ul>
      <LinkButton href="/cadastro" variant={plan.highlight === 'popular' ? 'primary' : 'secondary'} fullWidth>
        Escolher {plan.name}
      </LinkButton>
    </Card>
  );
}

function PlansSection() {
  return (
    <section id="planos" className={styles.section} aria-labelledby="landing-planos">
      <div className={styles.container}>
        <SectionHeader id="landing-planos" eyebrow="Planos" title="Preços simples, que crescem com você">
          Comece sem mensalidade e mude de plano quando o volume de vendas pedir uma taxa menor.
        </SectionHeader>
        <ul className={`${styles.list} ${styles.grid.four}`}>
          {plans.map((plan) => (
            <PlanCard key={plan.name} plan={plan} />
          ))}
        </ul>
        <p className={styles.plansNote}>Taxas cobradas apenas sobre pedidos aprovados. Sem fidelidade.</p>
      </div>
    </section>
  );
}

function FaqSection() {
  return (
    <section id="faq" className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="landing-faq">
      <div className={styles.container}>
        <SectionHeader id="landing-faq" eyebrow="Dúvidas" title="Perguntas frequentes" />
        <DisclosureGroup className={styles.faqGroup}>
          {faqs.map((faq) => (
            <Disclosure key={faq.id} id={faq.id} className={styles.faqItem}>
              <RACHeading level={3} className={styles.faqHeading}>
                <RACButton slot="trigger" className={styles.faqTrigger}>
                  {faq.question}
                  <ChevronDown size={20} aria-hidden className={styles.faqChevron} />
                </RACButton>
              </RACHeading>
              <DisclosurePanel className={styles.faqPanel}>
                <p className={styles.faqAnswer}>{faq.answer}</p>
              </DisclosurePanel>
            </Disclosure>
          ))}
        </DisclosureGroup>
      </div>
    </section>
  );
}

function ClosingSection() {
  return (
    <section className={styles.section} aria-labelledby="landing-cta">
      <div className={styles.container}>
        <div className={styles.closing}>
          <Heading level={2} align="center" id="landing-cta" className={styles.sectionTitle}>
            Pronto para vender com a Pagora?
          </Heading>
          <p className={styles.sectionLead}>
            Crie sua conta em poucos minutos, cadastre sua primeira loja e publique seu checkout hoje mesmo.
          </p>
          <LinkButton href="/cadastro" size="large">
            Criar Minha Conta Agora
            <ArrowRight size={18} aria-hidden />
          </LinkButton>
        </div>
      </div>
    </section>
  );
}

function LandingFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`${styles.container} ${styles.footerBar}`}>
        <Brand />
        <nav aria-label="Rodapé" className={styles.footerNav}>
          {sections.map((section) => (
            <SectionLink key={section.href} href={section.href}>
              {section.label}
            </SectionLink>
          ))}
        </nav>
        <p className={styles.footerNote}>© Pagora · Checkout e gestão de lojas para lojistas brasileiros</p>
      </div>
    </footer>
  );
}
