public class Main {
    public static void main(String[] args) {
        System.out.println("Hello, " + "Java")
        // "Java " と 17 を + でつないで出力しよう (Join "Java " and 17 with +)
    }
}
