export default function App() {
  // <h1> に className="title" をつけよう
  // Give the <h1> className="title"
  // <p> に style で color: 'gray' と fontSize: '20px' を指定しよう
  // Give the <p> a style: color 'gray' and fontSize '20px'
  return (
    <>
      <h1>Welcome</h1>
      <p>Styles make pages easy to read.</p>
    </>
  );
}
