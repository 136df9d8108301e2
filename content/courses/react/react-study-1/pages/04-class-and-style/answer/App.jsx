export default function App() {
  return (
    <>
      <h1 className="title">Welcome</h1>
      <p style={{ color: 'gray', fontSize: '20px' }}>Styles make pages easy to read.</p>
    </>
  );
}
