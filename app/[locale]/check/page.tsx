import { SectionPage, sectionMetadata } from '@/components/ui/SectionPage';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = sectionMetadata('Check');

export default function Page({ params }: Props) {
  return <SectionPage params={params} section="Check" />;
}
