import clsx from 'clsx';

// There is no typography plugin: a post's own elements get the site's text styles from here, on the
// public post page and in the editor's preview alike, so the preview shows what readers will see. Long
// words and pasted addresses wrap (the page must not scroll sideways on a phone); code blocks and
// tables scroll inside themselves instead. No outer margin: each place sets its own.
export const BLOG_PROSE_CLASSES = clsx(
  'text-lg text-slate-800 leading-relaxed wrap-anywhere',
  '[&>:first-child]:mt-0',
  '[&_p]:mt-5',
  '[&_h2]:mt-10 [&_h2]:font-bold [&_h2]:text-2xl [&_h2]:text-slate-900 [&_h2]:leading-snug [&_h2]:tracking-tight',
  '[&_h3]:mt-8 [&_h3]:font-bold [&_h3]:text-slate-900 [&_h3]:text-xl [&_h3]:leading-snug',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_ul_ul]:list-[circle] [&_li]:mt-2 [&_li]:pl-1 [&_li_p]:mt-2 [&_li>:first-child]:mt-0 [&_li_ol]:mt-2 [&_li_ul]:mt-2',
  '[&_a]:rounded-sm [&_a]:font-semibold [&_a]:text-teal-800 [&_a]:underline [&_a]:underline-offset-2',
  '[&_a:hover]:text-teal-900 [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-teal-700',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_blockquote]:mt-6 [&_blockquote]:border-teal-700 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:text-slate-700 [&_blockquote]:italic [&_blockquote>:first-child]:mt-0',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]',
  '[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-4 [&_pre]:text-base [&_pre]:wrap-normal [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_hr]:my-10 [&_hr]:border-slate-200',
  '[&_table]:mt-6 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:text-base',
  '[&_th]:border-slate-300 [&_th]:border-b-2 [&_th]:p-2 [&_th]:text-left [&_th]:text-slate-900',
  '[&_td]:border-slate-200 [&_td]:border-b [&_td]:p-2',
);
