# Issue 41 item 3 (branch names): rerun over a file another branch changed, `sed -E -i -f docs/pending/names.sed <files>`.
# Root-relative paths (comments, docs, tests that name files):
s#widgets/data\b#widgets/tables#g
s#runtime/data/#runtime/query/#g
s#runtime/data\b([^-]|$)#runtime/query\1#g
s#runtime/data-layer\.ts#runtime/tag-manager.ts#g
s#\bdata-layer\.ts\b#tag-manager.ts#g
s#site/host/live\.ts#site/host/fresh.ts#g
s#host/live\.ts#host/fresh.ts#g
s#\blive\.test\b#fresh.test#g
s#site/host/db-pages\.ts#site/host/fresh-pages.ts#g
s#\bdb-pages(\.ts)?\b#fresh-pages\1#g
s#site/host/pages\.ts#site/host/render-route.ts#g
s#site/catalogue/pages\.tsx#site/catalogue/index.ts#g
s#site/catalogue/page\.ts#site/catalogue/script.ts#g
s#runtime/server\.test\.tsx#runtime/render-element.test.tsx#g
s#runtime/server(\.tsx)?\b#runtime/render-element\1#g
s#supabase/local/serve\.ts#supabase/local/standalone.ts#g
s#runtime/inline-data\b#runtime/inline-json#g
s#\binline-data\b#inline-json#g
s#runtime/backend(\.ts|\.test\.ts)?\b#runtime/connection\1#g
s#_shared/store\.ts#_shared/db.ts#g
# Words:
s#\bdata modules\b#table modules#g
s#\bdata module\b#table module#g
s#\bfake data layer\b#fake backend#g
# Symbols:
s#\bServerData\b#QueryAnswers#g
s#\bPrefetched\b#QueryAnswer#g
s#\bDATA_ATTRIBUTE\b#ANSWERS_ATTRIBUTE#g
s#\bdata-medspa-data\b#data-medspa-answers#g
s#\bdataScript\b#answersScript#g
s#\bsnapshotData\b#snapshotAnswers#g
s#\bLIVE_PAGE_TTL_MS\b#FRESH_PAGE_TTL_MS#g
s#\bLIVE_PARTS\b#PUBLISHED_PARTS#g
s#\bLivePrefetch\b#PublishedPrefetch#g
s#\bLIVE_KEYS\b#PUBLISHED_KEYS#g
s#\blive: \{ tables#published: { tables#g
s#\b(p|part)\.live\.#\1.published.#g
s#\bDB_PAGES\b#FRESH_PAGES#g
s#\bDbPagesOptions\b#FreshPagesOptions#g
s#\bDbPage\b#FreshEntry#g
s#\bdbPages\b#freshPages#g
s#\bLivePage\b#FreshPage#g
s#\bcreateBackend\b#createConnection#g
s#\bsetBackend\b#setConnection#g
s#\bFunctionStore\b#FunctionDb#g
s#\brestStore\b#restDb#g
s#\bstoreFromEnv\b#dbFromEnv#g
s#\bStoreError\b#DbError#g
# Stories: the fake backend's parameter.
s#\bdata: routes\(#backend: routes(#g
s#parameters\.data\b#parameters.backend#g
s#parameters: \{ data \}#parameters: { backend }#g
s#^const data = routes\(#const backend = routes(#
s#<StoryShell data=#<StoryShell backend=#g
s#\bDATA_SCRIPT\b#ANSWERS_SCRIPT#g
s#\bdata scripts?\b#answers script#g
s#(^|[^.\w])backend\(\)#\1connection()#g
s#(type |: |<|\(|\| )Backend\b#\1Connection#g
s#import \{ backend, #import { connection, #g
