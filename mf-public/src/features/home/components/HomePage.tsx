import { Suspense } from 'react';
import content from '../../../content/components/Content.module.css';
import { Hero } from './Hero';
import { SpecialtiesSection } from './SpecialtiesSection';
import { CertificationsSection, FinalCta, TeachersSection, ValuesSection, WhyChooseSection } from './InstituteSections';
import { FeaturedCourses } from './FeaturedCourses';

/**
 * Home: hero, specialties, values, why-choose, featured courses, teachers, certifications, final call to action.
 *
 * Each section below the hero is a Suspense boundary of its own: the server renders it whole (the
 * prerender waits for every boundary), and React hydrates the hero first and every other section in
 * a later, separate render and commit, so taking the page over is several short tasks, not one long
 * one. Their markup stays as the server sent it meanwhile (a dehydrated boundary is never replaced
 * by its fallback), and a click on a section not hydrated yet hydrates it at once and is replayed.
 */
export function HomePage() {
  return (
    <div className={content.page}>
      <Hero />
      <Suspense>
        <SpecialtiesSection />
      </Suspense>
      <Suspense>
        <ValuesSection />
      </Suspense>
      <Suspense>
        <WhyChooseSection />
      </Suspense>
      <Suspense>
        <FeaturedCourses />
      </Suspense>
      <Suspense>
        <TeachersSection />
      </Suspense>
      <Suspense>
        <CertificationsSection />
        <FinalCta />
      </Suspense>
    </div>
  );
}
