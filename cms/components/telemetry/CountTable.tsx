/** A titled two-column table of counts (the analytics view's top pages and top targets). */
export function CountTable({ title, keyLabel, countLabel, empty, rows }: { title: string; keyLabel: string; countLabel: string; empty: string; rows: [string, number][] }) {
  return (
    <section style={{ marginTop: '2rem' }}>
      <h2>{title}</h2>
      {rows.length ? (
        <table>
          <thead>
            <tr><th scope="col">{keyLabel}</th><th scope="col">{countLabel}</th></tr>
          </thead>
          <tbody>
            {rows.map(([key, count]) => (
              <tr key={key}><td style={{ wordBreak: 'break-all' }}>{key}</td><td>{count}</td></tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{empty}</p>
      )}
    </section>
  )
}
