import { BannerSection } from './BannerSection.tsx';
import { CartSection } from './CartSection.tsx';
import { ContentSection } from './ContentSection.tsx';
import { FooterSection } from './FooterSection.tsx';
import { HeaderSection } from './HeaderSection.tsx';
import { NoticeBarSection } from './NoticeBarSection.tsx';
import { OptionsSection } from './OptionsSection.tsx';
import { OrderBumpSection } from './OrderBumpSection.tsx';
import { ScarcitySection } from './ScarcitySection.tsx';
import type { BuilderSectionId, BuilderSectionProps, CheckoutImageUpload } from './sections.ts';
import { TemplateSection } from './TemplateSection.tsx';

export interface BuilderSectionPanelProps extends BuilderSectionProps {
  /** Which section. */
  section: BuilderSectionId;
  /** Uploads a logo (Cabeçalho) or banner (Banner). */
  onUpload: CheckoutImageUpload;
}

/** The fields of one builder section. */
export function BuilderSectionPanel({ section, onUpload, ...props }: BuilderSectionPanelProps) {
  switch (section) {
    case 'template':
      return <TemplateSection {...props} />;
    case 'header':
      return <HeaderSection {...props} onUpload={onUpload} />;
    case 'notice_bar':
      return <NoticeBarSection {...props} />;
    case 'banner':
      return <BannerSection {...props} onUpload={onUpload} />;
    case 'cart':
      return <CartSection {...props} />;
    case 'content':
      return <ContentSection {...props} />;
    case 'scarcity':
      return <ScarcitySection {...props} />;
    case 'order_bump':
      return <OrderBumpSection {...props} />;
    case 'options':
      return <OptionsSection {...props} />;
    case 'footer':
      return <FooterSection {...props} />;
  }
}
