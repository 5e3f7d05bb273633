/** The element holding what the server rendered the page with; JSON, so no script runs from it (CSP). */
export const SERVER_RENDER_PAYLOAD_ID = 'iexam-server-render';
