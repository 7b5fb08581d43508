import content from '../../../content/components/Content.module.css';
import { Hero } from './Hero';
import { SpecialtiesSection } from './SpecialtiesSection';
import { CertificationsSection, FinalCta, TeachersSection, ValuesSection, WhyChooseSection } from './InstituteSections';
import { FeaturedCourses } from './FeaturedCourses';

/** Home: hero, specialties, values, why-choose, featured courses, teachers, certifications, final call to action. */
export function HomePage() {
  return (
    <div className={content.page}>
      <Hero />
      <SpecialtiesSection />
      <ValuesSection />
      <WhyChooseSection />
      <FeaturedCourses />
      <TeachersSection />
      <CertificationsSection />
      <FinalCta />
    </div>
  );
}
