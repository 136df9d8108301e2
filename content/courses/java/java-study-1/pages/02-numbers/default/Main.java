public class Main {
    public static void main(String[] args) {
        System.out.println("7 + 5");
        // 7 / 2 の結果を出力しよう (Print 7 / 2)
        // 7 % 2 の結果を出力しよう (Print 7 % 2)
    }
}
