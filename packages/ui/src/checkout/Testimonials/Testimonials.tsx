import type { TestimonialView } from '@pagora/contract/checkout-core';
import { useId } from 'react';
import { useCheckoutText } from '../private/context.ts';
import * as own from './Testimonials.css.ts';

export interface TestimonialsProps {
  testimonials: readonly TestimonialView[];
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The store's social proof: quote, name and photo (initials when there is none). */
export function Testimonials({ testimonials }: TestimonialsProps) {
  const t = useCheckoutText();
  const id = useId();
  if (testimonials.length === 0) return null;
  return (
    <section className={own.section} aria-labelledby={id}>
      <h2 id={id} className={own.title}>
        {t.testimonials.title}
      </h2>
      <ul className={own.list}>
        {testimonials.map((testimonial, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: testimonials have no id and never reorder.
          <li key={index}>
            <figure className={own.card}>
              <blockquote className={own.quote}>
                <p>“{testimonial.text}”</p>
              </blockquote>
              <figcaption className={own.person}>
                {testimonial.photo_url ? (
                  <img
                    className={own.avatar}
                    src={testimonial.photo_url}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className={own.initials} aria-hidden>
                    {initialsOf(testimonial.name)}
                  </span>
                )}
                <span className={own.name}>{testimonial.name}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
