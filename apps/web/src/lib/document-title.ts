import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** While the server renders a page: the title it gave itself, for the <title> of the HTML it sends. */
let rendered: { title: string | undefined } | undefined;

/**
 * Renders a page on the server and the title it gave itself. The render is synchronous (renderToString), so no other
 * page's render can write in between.
 */
export function renderWithTitle(render: () => string): { html: string; title: string | undefined } {
  rendered = { title: undefined };
  try {
    const html = render();
    return { html, title: rendered.title };
  } finally {
    rendered = undefined;
  }
}

/**
 * The document's title in the page's language: what the page shows, after what it is about where it is about one
 * thing, the exam's name mostly ("离散数学补考 - 考试结果 - iExam"). Tabs, history and a screen reader arriving on the
 * page tell pages apart by it; every page was titled just "iExam" (issue 42). `null`: a part of the page that another
 * titles (the preview).
 */
export function useDocumentTitle(page: string | null, subject?: string | undefined): void {
  const { t } = useTranslation();
  const site = t('app.name');
  const title =
    page === null
      ? null
      : subject
        ? t('app.subjectPageTitle', { subject, page, site })
        : t('app.pageTitle', { page, site });
  if (rendered && title !== null) rendered.title = title;
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
