import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

// Messages sent through the contact form, kept for the admins (who mark them handled) and mailed to
// ADMIN_EMAILS. A signed-in sender's messages are linked to their account and deleted with it.
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

// Blog posts: written by admins, read by everyone once published. The body is
// Markdown, rendered and sanitised on every read that shows it, so a change of the rules applies to old
// posts too.
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    bodyMarkdown: text('body_markdown').notNull().default(''),
    coverImageUrl: text('cover_image_url'),
    coverAlt: text('cover_alt').notNull().default(''),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    // Shown as the byline; kept when the author's account is deleted.
    authorName: text('author_name').notNull().default('The Kindlist team'),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    // The language the post is written in: the blog shows a reader the posts of their language.
    language: text('language', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    // Posts that are one another's translation share this key (the seeded posts: the English slug).
    translationKey: text('translation_key'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('blog_posts_published_idx').on(table.publishedAt.desc(), table.id).where(sql`status = 'published'`),
    check('blog_posts_published_at', sql`status = 'draft' or published_at is not null`),
  ],
);
