import { useState } from 'react';
import { AdminHeader } from '#client/features/admin/components/admin-header';
import { useAdminBlogPost } from '#client/features/admin-blog/api/get-admin-blog-post';
import { BlogPostEditor } from '#client/features/admin-blog/components/blog-post-editor';
import { BlogPostList } from '#client/features/admin-blog/components/blog-post-list';
import { RequireAdmin } from '#client/features/auth/components/require-admin';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/admin-blog.json';
import type { TAdminBlogPost } from '#shared/schemas/blog-admin';
import { Button } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { Spinner } from '../components/ui/spinner';
import { readApiErrorMessage } from '../lib/request';

const t = createTranslator(catalog);

// `session` names one opening of the editor: saving a new post gives it an id without starting a new
// session, so the form (and the focus in it) stays as it is.
type TOpenPost = { postId: string | null; session: number };

function OpenPostEditor({
  openPost,
  onSaved,
  onClose,
  onDeleted,
}: {
  openPost: TOpenPost;
  onSaved: (post: TAdminBlogPost) => void;
  onClose: () => void;
  onDeleted: (title: string) => void;
}) {
  const query = useAdminBlogPost(openPost.postId);
  if (openPost.postId !== null && !query.data) {
    if (query.isPending) return <Spinner label={t('admin-blog.page.loadingPost')} />;
    return (
      <div className="mt-6 grid justify-items-start gap-3">
        <FormAlert>{t('admin-blog.page.postFailed', { reason: readApiErrorMessage(query.error) })}</FormAlert>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('admin-blog.tryAgain')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            <span aria-hidden="true">←</span> {t('admin-blog.allPosts')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <BlogPostEditor
      key={openPost.session}
      post={openPost.postId === null ? null : (query.data ?? null)}
      isFocusedOnMount
      onSaved={onSaved}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}

function BlogEditorScreen() {
  const [openPost, setOpenPost] = useState<TOpenPost | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [hasLeftList, setHasLeftList] = useState(false);

  const onOpen = (postId: string | null) => {
    setNotice(null);
    setHasLeftList(true);
    setOpenPost((current) => ({ postId, session: (current?.session ?? 0) + 1 }));
  };

  return (
    <>
      <AdminHeader />
      <div className="mx-auto max-w-6xl px-4 pt-4 pb-16">
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">{t('admin-blog.page.title')}</h1>
        <p className="mt-2 text-slate-700">{t('admin-blog.page.intro')}</p>
        {openPost ? (
          <OpenPostEditor
            openPost={openPost}
            onSaved={(post) => setOpenPost((current) => current && { ...current, postId: post.id })}
            onClose={() => setOpenPost(null)}
            onDeleted={(title) => {
              setNotice(t('admin-blog.page.deleted', { title }));
              setOpenPost(null);
            }}
          />
        ) : (
          <BlogPostList
            notice={notice}
            isFocusedOnMount={hasLeftList}
            onEdit={(postId) => onOpen(postId)}
            onNew={() => onOpen(null)}
          />
        )}
      </div>
    </>
  );
}

export default function AdminBlogPage() {
  return <RequireAdmin title={t('admin-blog.page.title')}>{() => <BlogEditorScreen />}</RequireAdmin>;
}
